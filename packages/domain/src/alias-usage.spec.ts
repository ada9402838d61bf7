import * as E from 'fp-ts/Either';
import { arbitraryAlias, usedBy } from '@quire/testing/builders/library';
import { assertAliasChangeAllowed, assertAliasDeletable } from './alias-usage';
import { formTemplateId } from './library-ids';
import { NO_USAGE, type Usage } from './library-usage';

describe('alias usage', () => {
  const alias = arbitraryAlias({ name: 'client_name', synonyms: ['ClientName', 'Petitioner Name'] });
  const usage: Usage = { ...NO_USAGE, templates: [usedBy(formTemplateId('tpl-1'), ['ClientName'])] };

  describe('assertAliasDeletable', () => {
    describe('when nothing uses the alias', () => {
      it('passes', () => {
        expect(assertAliasDeletable(alias, NO_USAGE, false)).toEqual(E.right(alias));
      });
    });
    describe('when a template uses it', () => {
      it('answers AliasInUse with the users', () => {
        expect(assertAliasDeletable(alias, usage, false)).toEqual(E.left({ _tag: 'AliasInUse', id: alias.id, name: 'client_name', usage }));
      });
      it('passes when forced', () => {
        expect(assertAliasDeletable(alias, usage, true)).toEqual(E.right(alias));
      });
    });
  });

  describe('assertAliasChangeAllowed', () => {
    describe('when a used synonym is dropped', () => {
      it('is refused unless forced', () => {
        const after = { ...alias, synonyms: ['Petitioner Name'] };
        expect(assertAliasChangeAllowed(alias, after, usage, false)).toEqual(E.left(expect.objectContaining({ _tag: 'AliasInUse' })));
        expect(assertAliasChangeAllowed(alias, after, usage, true)).toEqual(E.right(after));
      });
    });
    describe('when an unused name is dropped', () => {
      it('passes', () => {
        const after = { ...alias, name: 'client_full_name', synonyms: ['clientname'] };
        expect(assertAliasChangeAllowed(alias, after, usage, false)).toEqual(E.right(after));
      });
    });
    describe('when the type changes while used', () => {
      it('is refused', () => {
        expect(assertAliasChangeAllowed(alias, { ...alias, type: 'number' }, usage, false)).toEqual(E.left(expect.objectContaining({ _tag: 'AliasInUse' })));
      });
    });
    describe('when nothing uses the alias', () => {
      it('allows any change', () => {
        const after = { ...alias, name: 'x', synonyms: [], type: 'date' as const };
        expect(assertAliasChangeAllowed(alias, after, NO_USAGE, false)).toEqual(E.right(after));
      });
    });
  });
});
