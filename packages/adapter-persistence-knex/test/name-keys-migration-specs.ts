import { tenantId } from '@quire/domain/ids';
import { aliasId, formTemplateId, snippetFolderId, snippetId } from '@quire/domain/library/library-ids';
import { nameKey } from '@quire/domain/names';
import { arbitraryAlias, arbitraryFolder, arbitraryFormTemplate, arbitrarySnippet } from '@quire/testing/builders/library';
import * as O from 'fp-ts/Option';
import { SEARCH_TEXT_SEPARATOR, tagKeysOf } from '@quire/ports/library/search/search-texts';
import { aliasToRow } from '../src/library/alias-row';
import { formTemplateToRow } from '../src/library/form-template-row';
import { KnexSnippetRepository } from '../src/library/knex-snippet-repository';
import { snippetFolderToRow } from '../src/library/snippet-folder-row';
import { snippetToRow } from '../src/library/snippet-row';
import { m0009NameKeys } from '../src/platform/migrations/m0009-name-keys';
import type { MigrationNote } from '../src/platform/migrations/quire-migration';
import { type TestDatabase, useMigratedDatabase } from './migrated-database';

const keyBefore = (name: string) => name.trim().toLowerCase();
const T1 = tenantId('t1');
const T2 = tenantId('t2');
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

/**
 * Migration 0009 on one kind of database holding names that the new key makes collide: the older
 * row keeps its name, the newer is renamed with a counted suffix and recorded, keys are recomputed
 * everywhere, nothing else changes, and down puts everything back.
 */
export const nameKeysMigrationSpecs = (kind: TestDatabase): void => {
  describe(`migration 0009-name-keys (${kind})`, () => {
    const db = useMigratedDatabase(kind, 'each test');
    const notes: MigrationNote[] = [];

    /** The schema as before the migration, holding what the old key let in. */
    const givenOldLibrary = async () => {
      await m0009NameKeys.down(db());
      for (const [id, name] of [[T1, 'One'], [T2, 'O\u2019Brien  Co']]) await db()('tenants').insert({ id, name, created_at: at(0), updated_at: at(0), version: 1, library_revision: 5 });
      const oldKeyed = <R extends { name: string; name_key: string; tags?: string }>(row: R): R => ({
        ...row,
        name_key: keyBefore(row.name),
        ...(row.tags === undefined ? {} : { tag_keys: tagKeysOf(JSON.parse(row.tags) as string[], keyBefore) }),
      });
      await db()('snippets').insert([
        oldKeyed(snippetToRow(arbitrarySnippet({ tenantId: T1, id: snippetId('s-new'), name: 'Client\u2019s  Clause', tags: ['Urgent\u00a0 Work'], createdAt: at(2), updatedAt: at(2) }))),
        oldKeyed(snippetToRow(arbitrarySnippet({ tenantId: T1, id: snippetId('s-old'), name: "Client's Clause", createdAt: at(1), updatedAt: at(1) }))),
        oldKeyed(snippetToRow(arbitrarySnippet({ tenantId: T1, id: snippetId('s-two'), name: "client's clause (2)", createdAt: at(3), updatedAt: at(3) }))),
        oldKeyed(snippetToRow(arbitrarySnippet({ tenantId: T2, id: snippetId('s-theirs'), name: 'Client\u2019s  Clause', createdAt: at(4), updatedAt: at(4) }))),
      ]);
      const [a, b] = [snippetFolderId('f-a'), snippetFolderId('f-b')];
      await db()('snippet_folders').insert([
        oldKeyed(snippetFolderToRow(arbitraryFolder({ tenantId: T1, id: a, name: 'A', createdAt: at(1), updatedAt: at(1) }))),
        oldKeyed(snippetFolderToRow(arbitraryFolder({ tenantId: T1, id: b, name: 'B', createdAt: at(1), updatedAt: at(1) }))),
        oldKeyed(snippetFolderToRow(arbitraryFolder({ tenantId: T1, id: snippetFolderId('f-a1'), name: 'Leases  Old', parentId: a, createdAt: at(1), updatedAt: at(1) }))),
        oldKeyed(snippetFolderToRow(arbitraryFolder({ tenantId: T1, id: snippetFolderId('f-a2'), name: 'Leases Old', parentId: a, createdAt: at(2), updatedAt: at(2) }))),
        oldKeyed(snippetFolderToRow(arbitraryFolder({ tenantId: T1, id: snippetFolderId('f-b1'), name: 'Leases Old', parentId: b, createdAt: at(3), updatedAt: at(3) }))),
      ]);
      await db()('form_templates').insert(oldKeyed(formTemplateToRow(arbitraryFormTemplate({ tenantId: T1, id: formTemplateId('ft-1'), name: 'Lease  \u201cA\u201d', tags: ['NDA'] }))));
      const aliases = [
        arbitraryAlias({ tenantId: T1, id: aliasId('al-old'), name: 'client_name', synonyms: ["Client's Name"], createdAt: at(1), updatedAt: at(1) }),
        arbitraryAlias({ tenantId: T1, id: aliasId('al-new'), name: 'party_name', synonyms: ['Other', 'Client\u2019s  Name'], createdAt: at(2), updatedAt: at(2) }),
        arbitraryAlias({ tenantId: T1, id: aliasId('al-twice'), name: 'spouse_name', synonyms: ["Spouse's Name", 'Spouse\u2019s Name'], createdAt: at(3), updatedAt: at(3) }),
      ];
      await db()('aliases').insert(aliases.map((alias) => oldKeyed(aliasToRow(alias))));
      await db()('alias_keys').insert(aliases.flatMap((alias) => [alias.name, ...alias.synonyms].map((name) => ({ tenant_id: T1, name_key: keyBefore(name), alias_id: alias.id }))));
      await db()('library_references').insert({ tenant_id: T1, owner_kind: 'template', owner_id: 'ft-1', position: 0, role: 'snippet', name: 'Client\u2019s  Clause', name_key: keyBefore('Client\u2019s  Clause') });
    };

    const up = () => m0009NameKeys.up(db(), (note) => notes.push(note));
    const row = async (table: string, id: string) => db()(table).where({ id }).first();

    beforeEach(() => {
      notes.length = 0;
    });

    describe('when two snippets of a tenant now share a key', () => {
      it('keeps the older name and renames the newer past every taken key, recording and reporting it', async () => {
        await givenOldLibrary();
        await up();
        expect(await row('snippets', 's-old')).toMatchObject({ name: "Client's Clause", name_key: "client's clause", version: 1 });
        const renamed = await row('snippets', 's-new');
        expect(renamed).toMatchObject({ name: 'Client\u2019s  Clause (3)', name_key: "client's clause (3)", version: 2 });
        expect(String(renamed.search_text).split(SEARCH_TEXT_SEPARATOR)[0]).toBe('client\u2019s  clause (3)');
        expect(await row('snippets', 's-two')).toMatchObject({ name: "client's clause (2)", version: 1 });
        expect(await db()('renamed_names').select('migration', 'tenant_id', 'table_name', 'row_id', 'field', 'old_value', 'new_value')).toEqual(
          expect.arrayContaining([
            { migration: '0009-name-keys', tenant_id: 't1', table_name: 'snippets', row_id: snippetId('s-new'), field: 'name', old_value: 'Client\u2019s  Clause', new_value: 'Client\u2019s  Clause (3)' },
          ]),
        );
        expect(notes).toEqual([expect.objectContaining({ migration: '0009-name-keys', tenant: 't1', renamed: 3 })]);
        expect(JSON.stringify(notes)).not.toContain('Clause');
      });

      it('leaves another tenant alone, and increases only the library revision of the tenant renamed in', async () => {
        await givenOldLibrary();
        await up();
        expect(await row('snippets', 's-theirs')).toMatchObject({ name: 'Client\u2019s  Clause', name_key: "client's clause", version: 1 });
        expect(await db()('tenants').select('id', 'library_revision').orderBy('id')).toEqual([
          { id: 't1', library_revision: 6 },
          { id: 't2', library_revision: 5 },
        ]);
      });

      it('lets the repository find the kept snippet by either spelling', async () => {
        await givenOldLibrary();
        await up();
        const found = await new KnexSnippetRepository(db()).findByName(T1, 'CLIENT\u2018S CLAUSE')();
        expect(found).toEqual({ _tag: 'Right', right: O.some(expect.objectContaining({ id: snippetId('s-old') })) });
      });
    });

    describe('when two folders share a key', () => {
      it('renames the newer only among siblings', async () => {
        await givenOldLibrary();
        await up();
        expect(await db()('snippet_folders').whereIn('id', ['f-a1', 'f-a2', 'f-b1']).orderBy('id').select('id', 'name', 'name_key')).toEqual([
          { id: 'f-a1', name: 'Leases  Old', name_key: 'leases old' },
          { id: 'f-a2', name: 'Leases Old (2)', name_key: 'leases old (2)' },
          { id: 'f-b1', name: 'Leases Old', name_key: 'leases old' },
        ]);
      });
    });

    describe('when a synonym is now another alias\'s key', () => {
      it('renames the newer alias\'s synonym and recomputes every alias key', async () => {
        await givenOldLibrary();
        await up();
        const renamed = await row('aliases', 'al-new');
        expect(JSON.parse(String(renamed.synonyms))).toEqual(['Other', 'Client\u2019s  Name (2)']);
        expect(renamed.version).toBe(2);
        expect(String(renamed.search_text).split(SEARCH_TEXT_SEPARATOR).slice(-2)).toEqual(['other', 'client\u2019s  name (2)']);
        const keys = await db()('alias_keys').where({ tenant_id: 't1' }).orderBy('name_key').select('name_key', 'alias_id');
        expect(keys).toEqual([
          { name_key: "client's name", alias_id: 'al-old' },
          { name_key: "client's name (2)", alias_id: 'al-new' },
          { name_key: 'client_name', alias_id: 'al-old' },
          { name_key: 'other', alias_id: 'al-new' },
          { name_key: 'party_name', alias_id: 'al-new' },
          { name_key: "spouse's name", alias_id: 'al-twice' },
          { name_key: 'spouse_name', alias_id: 'al-twice' },
        ]);
        // Two synonyms of one alias that are now one name stay as written: they need one key.
        expect(JSON.parse(String((await row('aliases', 'al-twice')).synonyms))).toEqual(["Spouse's Name", 'Spouse\u2019s Name']);
      });
    });

    describe('for keys that change without a collision', () => {
      it('recomputes name, tag and reference keys', async () => {
        await givenOldLibrary();
        await up();
        expect(await row('form_templates', 'ft-1')).toMatchObject({ name: 'Lease  \u201cA\u201d', name_key: nameKey('Lease "A"'), tag_keys: '\nnda\n', version: 1 });
        expect((await row('snippets', 's-new')).tag_keys).toBe('\nurgent work\n');
        expect(await db()('library_references').pluck('name_key')).toEqual(["client's clause"]);
        expect(await db()('tenants').orderBy('id').select('id', 'name_key')).toEqual([
          { id: 't1', name_key: 'one' },
          { id: 't2', name_key: "o'brien co" },
        ]);
      });
    });

    describe('going down', () => {
      it('puts the names, synonyms and keys back as they were, and up again renames alike', async () => {
        await givenOldLibrary();
        const before = await db()('snippets').orderBy('id').select('id', 'name', 'name_key', 'tag_keys', 'search_text');
        const aliasKeysBefore = await db()('alias_keys').orderBy(['alias_id', 'name_key']).select();
        await up();
        await m0009NameKeys.down(db());
        expect(await db()('snippets').orderBy('id').select('id', 'name', 'name_key', 'tag_keys', 'search_text')).toEqual(before);
        expect(await db()('alias_keys').orderBy(['alias_id', 'name_key']).select()).toEqual(aliasKeysBefore);
        expect(JSON.parse(String((await row('aliases', 'al-new')).synonyms))).toEqual(['Other', 'Client\u2019s  Name']);
        expect(await db().schema.hasTable('renamed_names')).toBe(false);
        await up();
        expect((await row('snippets', 's-new')).name).toBe('Client\u2019s  Clause (3)');
      });
    });
  });
};
