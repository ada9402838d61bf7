import * as E from 'fp-ts/Either';
import { T0, later } from '@quire/testing/builders/instants';
import { arbitraryAlias } from '@quire/testing/builders/library';
import { assertVersion, changed } from './library-entity';

describe('library entity', () => {
  describe('assertVersion', () => {
    const alias = arbitraryAlias({ version: 3 });
    describe('when the client sent no If-Match', () => {
      it('passes', () => {
        expect(assertVersion('Alias', alias, null)).toEqual(E.right(alias));
      });
    });
    describe('when If-Match names the current version', () => {
      it('passes', () => {
        expect(assertVersion('Alias', alias, 3)).toEqual(E.right(alias));
      });
    });
    describe('when If-Match names another version', () => {
      it('answers VersionMismatch with both versions', () => {
        expect(assertVersion('Alias', alias, 2)).toEqual(E.left({ _tag: 'VersionMismatch', resource: 'Alias', id: alias.id, expected: [2], current: 3 }));
      });
    });
    describe('when If-Match lists several versions', () => {
      it('passes when one of them is current', () => {
        expect(assertVersion('Alias', alias, [1, 3])).toEqual(E.right(alias));
        expect(assertVersion('Alias', alias, [1, 2])).toEqual(E.left(expect.objectContaining({ expected: [1, 2] })));
        expect(assertVersion('Alias', alias, [])).toEqual(E.left(expect.objectContaining({ expected: [] })));
      });
    });
  });

  describe('changed', () => {
    it('applies the patch, bumps the version and the update time, keeps the creation time', () => {
      expect(changed(arbitraryAlias(), { label: 'New' }, later(5))).toMatchObject({ label: 'New', version: 2, updatedAt: later(5), createdAt: T0 });
    });
  });
});
