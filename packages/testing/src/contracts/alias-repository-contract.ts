import type { Alias } from '@quire/domain/library/aliases/alias';
import { nameKey } from '@quire/domain/names';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { arbitraryAlias } from '../builders/library';
import { type MakeLibraryStores, useLibraryResource } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectLeft, expectRight } from './run-task';
import { searchBehaviour } from './search-behaviour';
import { versionedBehaviour } from './versioned-behaviour';

const at = (iso: string): Date => new Date(iso);

/** The behaviour every AliasRepository adapter must have. */
export const aliasRepositoryContract = (make: MakeLibraryStores): void => {
  describe('AliasRepository contract', () => {
    const { stores, repository: aliases, given: givenAlias, stored, itKeepsEveryField } = useLibraryResource(make, (s) => s.aliases, (repository, alias: Alias) => repository.insert(alias), arbitraryAlias);

    describe('when an alias is inserted', () => {
      itKeepsEveryField('is found by id with every field intact', () => ({
        name: 'marital_status',
        label: 'Marital status',
        description: 'Line one\nline two',
        type: 'choice',
        choices: ['Single', 'Married', 'Ünïcode ✓'],
        synonyms: ['MaritalStatus', 'Marital Status (Petitioner)'],
        createdAt: at('2026-04-05T06:07:08.123Z'),
        updatedAt: at('2026-04-06T00:00:00.001Z'),
        version: 3,
      }));

      it('keeps item fields and formats', async () => {
        const tenantId = await givenTenant(stores());
        const list = await givenAlias(tenantId, { type: 'list', itemFields: ['name', 'date_of_birth'] });
        const plainList = await givenAlias(tenantId, { type: 'list', itemFields: [] });
        const date = await givenAlias(tenantId, { type: 'date', format: 'MMMM d, yyyy' });
        expect(await stored(list)).toEqual(O.some(list));
        expect(await stored(plainList)).toEqual(O.some(plainList));
        expect(await stored(date)).toEqual(O.some(date));
      });
    });

    describe('when an alias is computed', () => {
      it('keeps its formula in both forms and what it reads, and an update that clears them', async () => {
        const tenantId = await givenTenant(stores());
        const total = await givenAlias(tenantId, {
          type: 'currency',
          formula: {
            text: 'sum(`Line Items`, "amount") * (1 + tax_rate)',
            json: { multiply: [{ call: 'sum', args: [{ alias: 'Line Items' }, 'amount'] }, { add: [1, { alias: 'tax_rate' }] }] },
            names: ['Line Items', 'tax_rate'],
          },
          reads: ['items', 'tax_rate'],
        });
        expect(await stored(total)).toEqual(O.some(total));
        const answered = { ...total, formula: null, reads: [], version: 2 };
        await expectRight(aliases().update(answered));
        expect(await stored(answered)).toEqual(O.some(answered));
      });
    });

    describe('names and synonyms share one namespace per tenant', () => {
      it('refuses a name that another alias has as its name, ignoring case', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenAlias(tenantId, { name: 'client_name' });
        const second = arbitraryAlias({ tenantId, name: 'Client_Name' });
        expect(await expectLeft(aliases().insert(second))).toEqual({ _tag: 'AliasNameTaken', name: 'Client_Name', takenBy: { id: first.id, name: 'client_name', as: 'name' } });
        expect(await stored(second)).toEqual(O.none);
      });

      it('refuses a synonym that another alias has as its name', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenAlias(tenantId, { name: 'client_name' });
        const second = arbitraryAlias({ tenantId, synonyms: ['CLIENT_NAME'] });
        expect(await expectLeft(aliases().insert(second))).toEqual({ _tag: 'AliasNameTaken', name: 'CLIENT_NAME', takenBy: { id: first.id, name: 'client_name', as: 'name' } });
      });

      it('refuses a name that another alias has as a synonym', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenAlias(tenantId, { name: 'client_name', synonyms: ['Petitioner Name', 'ClientName'] });
        const second = arbitraryAlias({ tenantId, name: 'clientname' });
        expect(await expectLeft(aliases().insert(second))).toEqual({ _tag: 'AliasNameTaken', name: 'clientname', takenBy: { id: first.id, name: 'client_name', as: 'synonym' } });
      });

      it('refuses a synonym that differs from another alias\'s synonym only in its quotes and inner white space', async () => {
        const tenantId = await givenTenant(stores());
        const holder = await givenAlias(tenantId, { name: 'client_name', synonyms: ["Client's Name"] });
        const clash = arbitraryAlias({ tenantId, name: 'party_name', synonyms: ['Client\u2019s  Name'] });
        expect(await expectLeft(aliases().insert(clash))).toEqual({ _tag: 'AliasNameTaken', name: 'Client\u2019s  Name', takenBy: { id: holder.id, name: 'client_name', as: 'synonym' } });
        expect(await stored(clash)).toEqual(O.none);
        expect(await expectRight(aliases().findByNameKeys(tenantId, [nameKey('CLIENT\u2019S NAME')]))).toEqual([holder]);
      });

      it('lets another tenant use the same names', async () => {
        const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
        await givenAlias(theirs, { name: 'client_name', synonyms: ['ClientName'] });
        const alias = await givenAlias(mine, { name: 'client_name', synonyms: ['ClientName'] });
        expect(await stored(alias)).toEqual(O.some(alias));
      });

      it('refuses an update that takes another alias\'s key, and keeps the stored alias', async () => {
        const tenantId = await givenTenant(stores());
        await givenAlias(tenantId, { name: 'client_name' });
        const alias = await givenAlias(tenantId, { name: 'spouse_name' });
        const clash = { ...alias, synonyms: ['Client_Name'], version: 2 };
        expect(await expectLeft(aliases().update(clash))).toMatchObject({ _tag: 'AliasNameTaken', name: 'Client_Name' });
        expect(await stored(alias)).toEqual(O.some(alias));
      });

      it('frees the keys an update drops and takes the new ones', async () => {
        const tenantId = await givenTenant(stores());
        const alias = await givenAlias(tenantId, { name: 'client_name', synonyms: ['ClientName', 'Petitioner'] });
        const renamed = { ...alias, name: 'party_name', synonyms: ['ClientName', 'Party'], version: 2 };
        await expectRight(aliases().update(renamed));
        await givenAlias(tenantId, { name: 'client_name', synonyms: ['petitioner'] });
        expect(await expectLeft(aliases().insert(arbitraryAlias({ tenantId, synonyms: ['party'] })))).toMatchObject({ _tag: 'AliasNameTaken', takenBy: { id: alias.id, as: 'synonym' } });
      });

      it('frees every key of a deleted alias', async () => {
        const tenantId = await givenTenant(stores());
        const alias = await givenAlias(tenantId, { name: 'client_name', synonyms: ['ClientName'] });
        await expectRight(aliases().delete(tenantId, alias.id, alias.version));
        await givenAlias(tenantId, { name: 'clientname', synonyms: ['Client_Name'] });
      });

      it('lets exactly one of two racing inserts of the same key win; the other gets AliasNameTaken', async () => {
        const tenantId = await givenTenant(stores());
        const first = arbitraryAlias({ tenantId, name: 'race_name' });
        const second = arbitraryAlias({ tenantId, synonyms: ['Race_Name'] });
        const results = await Promise.all([aliases().insert(first)(), aliases().insert(second)()]);
        const winners = results.filter(E.isRight);
        const losers = results.filter(E.isLeft).map((result) => result.left);
        expect(winners).toHaveLength(1);
        expect(losers).toEqual([expect.objectContaining({ _tag: 'AliasNameTaken' })]);
        expect(await expectRight(aliases().findByNameKeys(tenantId, ['race_name']))).toHaveLength(1);
      });
    });

    describe('another tenant', () => {
      it('can neither look the alias up by key nor list it', async () => {
        const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
        await givenAlias(mine, { name: 'client_name' });
        expect(await expectRight(aliases().findByNameKeys(theirs, ['client_name']))).toEqual([]);
        expect(await expectRight(aliases().listAll(theirs))).toEqual([]);
      });
    });

    describe('lookups', () => {
      it('finds the aliases holding any of the keys, by name or synonym, ordered by name', async () => {
        const tenantId = await givenTenant(stores());
        const b = await givenAlias(tenantId, { name: 'b_alias', synonyms: ['Beta'] });
        const a = await givenAlias(tenantId, { name: 'a_alias' });
        await givenAlias(tenantId, { name: 'c_alias' });
        expect(await expectRight(aliases().findByNameKeys(tenantId, ['beta', 'a_alias', 'unknown']))).toEqual([a, b]);
        expect(await expectRight(aliases().findByNameKeys(tenantId, []))).toEqual([]);
      });

      it('lists the whole vocabulary ordered by name key then id', async () => {
        const tenantId = await givenTenant(stores());
        const [z, a, m] = [await givenAlias(tenantId, { name: 'Zeta' }), await givenAlias(tenantId, { name: 'alpha' }), await givenAlias(tenantId, { name: 'Mu' })];
        expect(await expectRight(aliases().listAll(tenantId))).toEqual([a, m, z]);
      });
    });

    describe('searching with q', () => {
      it('matches the label, description and synonyms too', async () => {
        const tenantId = await givenTenant(stores());
        const byLabel = await givenAlias(tenantId, { label: 'Date of Birth' });
        const byDescription = await givenAlias(tenantId, { description: 'The BIRTH date of the client' });
        const bySynonym = await givenAlias(tenantId, { synonyms: ['BirthDay'] });
        await givenAlias(tenantId, { label: 'Unrelated' });
        const page = await expectRight(aliases().search(tenantId, { q: 'birth', limit: 10, after: null }));
        expect(page.items.map((alias) => alias.id).sort()).toEqual([byLabel.id, byDescription.id, bySynonym.id].sort());
      });
    });

    versionedBehaviour(stores, {
      repository: (s) => s.aliases,
      arbitrary: (tenantId) => arbitraryAlias({ tenantId }),
      changed: (alias): Alias => ({ ...alias, type: 'number', format: '#,##0', label: 'Changed', updatedAt: at('2026-05-01T00:00:00.500Z'), version: alias.version + 1 }),
    });

    searchBehaviour(stores, {
      given: (_stores, tenantId, name) => givenAlias(tenantId, { name, label: name }),
      search: (s, tenantId, request) => expectRight(s.aliases.search(tenantId, request)),
      remove: async (s, alias) => expectRight(s.aliases.delete(alias.tenantId, alias.id, alias.version)),
    });
  });
};
