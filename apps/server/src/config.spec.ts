import * as E from 'fp-ts/Either';
import { itRefusesEach } from '../test/refused-settings';
import { readConfig } from './config';

describe('readConfig', () => {
  describe('when nothing is set', () => {
    const config = readConfig({}, '/srv/quire');
    it('runs embedded on ./data with SQLite and a blob folder', () => {
      expect(config).toEqual(
        E.right(expect.objectContaining({ embedded: true, dataDir: '/srv/quire/data', databaseUrl: 'sqlite:/srv/quire/data/quire.sqlite', blobs: { kind: 'folder', dir: '/srv/quire/data/blobs' }, port: 8080, apiPrefix: '/v1' })),
      );
    });
  });

  describe('when DATABASE_URL is MySQL', () => {
    it('requires KEY_PEPPER and names it', () => {
      expect(readConfig({ DATABASE_URL: 'mysql://root@127.0.0.1/test' }, '/x')).toEqual(E.left(expect.objectContaining({ setting: 'KEY_PEPPER' })));
    });
    it('accepts a long pepper', () => {
      const config = readConfig({ DATABASE_URL: 'mysql://root@127.0.0.1/test', KEY_PEPPER: 'p'.repeat(40) }, '/x');
      expect(config).toEqual(E.right(expect.objectContaining({ embedded: false, keyPepper: 'p'.repeat(40) })));
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
