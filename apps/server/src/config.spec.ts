import * as E from 'fp-ts/Either';
import { expectConfigOf, itRefusesEach } from '../test/config-cases';
import { readConfig } from './config';

describe('readConfig', () => {
  describe('when nothing is set', () => {
    it('runs embedded on ./data with SQLite and a blob folder', () => {
      expectConfigOf({}, { embedded: true, dataDir: '/srv/quire/data', databaseUrl: 'sqlite:/srv/quire/data/quire.sqlite', blobs: { kind: 'folder', dir: '/srv/quire/data/blobs' }, port: 8080, apiPrefix: '/v1' });
    });
  });

  describe('when DATABASE_URL is MySQL', () => {
    it('requires KEY_PEPPER and names it', () => {
      expect(readConfig({ DATABASE_URL: 'mysql://root@127.0.0.1/test' }, '/x')).toEqual(E.left(expect.objectContaining({ setting: 'KEY_PEPPER' })));
    });
    it('accepts a long pepper', () => {
      expectConfigOf({ DATABASE_URL: 'mysql://root@127.0.0.1/test', KEY_PEPPER: 'p'.repeat(40) }, { embedded: false, keyPepper: 'p'.repeat(40) });
    });
  });

  describe('when a setting is invalid', () => {
    itRefusesEach([
      ['PORT', 'eighty'],
      ['PORT', '70000'],
      ['DATABASE_URL', 'postgres://x'],
      ['LOG_LEVEL', 'loud'],
      ['API_PREFIX', 'v1'],
      ['JSON_BODY_LIMIT_BYTES', '-1'],
      ['KEY_PEPPER', 'short'],
    ]);
  });
});
