import * as E from 'fp-ts/Either';
import { T0 } from '@quire/testing/builders/instants';
import { type Alias, type AliasInput, createAlias } from './alias';
import { aliasNameKeys, assertAliasNamesAvailable } from './alias-names';
import { tenantId } from '../../ids';
import { aliasId } from '../library-ids';

const anAlias = (id: string, input: Partial<AliasInput> = {}): Alias => {
  const alias = createAlias({ id: aliasId(id), tenantId: tenantId('t1'), name: `alias_${id}`, type: 'text', now: T0, ...input });
  if (E.isLeft(alias)) throw new Error('fixture');
  return alias.right;
};

describe('alias names', () => {
  describe('aliasNameKeys', () => {
    it('lists the name and synonyms trimmed and lowercased', () => {
      expect(aliasNameKeys(anAlias('1', { name: 'Client_Name', synonyms: ['Petitioner Name'] }))).toEqual(['client_name', 'petitioner name']);
    });
  });

  describe('when no other alias has one of the names', () => {
    it('accepts the candidate', () => {
      const candidate = anAlias('1', { synonyms: ['Client'] });
      expect(assertAliasNamesAvailable(candidate, [anAlias('2')])).toEqual(E.right(candidate));
    });
  });

  describe('when the candidate itself is found (an update)', () => {
    it('is not a clash', () => {
      const candidate = anAlias('1', { name: 'client_name', synonyms: ['Client'] });
      expect(assertAliasNamesAvailable(candidate, [anAlias('1', { name: 'client_name' })])).toEqual(E.right(candidate));
    });
  });

  describe('when the name is another alias name, ignoring case', () => {
    it('names the other alias', () => {
      expect(assertAliasNamesAvailable(anAlias('1', { name: 'Client_Name' }), [anAlias('2', { name: 'client_name' })])).toEqual(
        E.left({ _tag: 'AliasNameTaken', name: 'Client_Name', takenBy: { id: '2', name: 'client_name', as: 'name' } }),
      );
    });
  });

  describe('when a synonym is another alias synonym or name', () => {
    it('names the other alias and how it holds the name', () => {
      const other = anAlias('2', { name: 'petitioner', synonyms: ['Petitioner Name'] });
      expect(assertAliasNamesAvailable(anAlias('1', { synonyms: ['petitioner name'] }), [other])).toEqual(
        E.left({ _tag: 'AliasNameTaken', name: 'petitioner name', takenBy: { id: '2', name: 'petitioner', as: 'synonym' } }),
      );
      expect(assertAliasNamesAvailable(anAlias('1', { synonyms: ['PETITIONER'] }), [other])).toEqual(
        E.left(expect.objectContaining({ takenBy: { id: '2', name: 'petitioner', as: 'name' } })),
      );
    });
  });

  describe('when a synonym differs from another alias synonym only in its quotes and inner white space', () => {
    it('is a clash (one name key)', () => {
      const other = anAlias('2', { synonyms: ["Client's Name"] });
      expect(assertAliasNamesAvailable(anAlias('1', { synonyms: ['Client\u2019s   Name'] }), [other])).toEqual(
        E.left({ _tag: 'AliasNameTaken', name: 'Client\u2019s   Name', takenBy: { id: '2', name: 'alias_2', as: 'synonym' } }),
      );
    });
  });

  describe('when two synonyms of one alias differ only in their quotes and inner white space', () => {
    it('refuses the second as a repeat of the first', () => {
      const created = createAlias({ id: aliasId('1'), tenantId: tenantId('t1'), name: 'client_name', type: 'text', now: T0, synonyms: ["Client's Name", 'Client\u2019s  Name'] });
      expect(created).toEqual(E.left({ _tag: 'InvalidFields', problems: [{ _tag: 'InvalidSynonym', field: 'synonyms[1]', reason: 'repeats synonyms[0]' }] }));
    });
  });

  describe('when the name is another alias synonym', () => {
    it('is a clash too', () => {
      expect(assertAliasNamesAvailable(anAlias('1', { name: 'ClientName' }), [anAlias('2', { synonyms: ['clientname'] })])).toEqual(
        E.left(expect.objectContaining({ _tag: 'AliasNameTaken', name: 'ClientName' })),
      );
    });
  });
});
