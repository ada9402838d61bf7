import type { TestDatabase } from './migrated-database';
import { useMigratedDatabase } from './migrated-database';
import { m0005AliasFormulas } from '../src/platform/migrations/m0005-alias-formulas';

const FORMULA_COLUMNS = ['formula_text', 'formula_json', 'formula_names', 'formula_reads'];

/** Migration 0005 on one kind of database: existing aliases become answered aliases; down and up again keep them. */
export const aliasFormulasMigrationSpecs = (kind: TestDatabase): void => {
  describe(`migration 0005-alias-formulas (${kind})`, () => {
    const db = useMigratedDatabase(kind, 'each test');
    const now = new Date();
    const givenAlias = async (id: string) => {
      await db()('tenants').insert({ id: 't1', name: 'T', created_at: now, updated_at: now, version: 1 });
      await db()('aliases').insert({
        tenant_id: 't1',
        id,
        name: 'fee',
        name_key: 'fee',
        label: 'Fee',
        description: '',
        type: 'number',
        choices: null,
        item_fields: null,
        format: null,
        synonyms: '[]',
        search_text: 'fee',
        created_at: now,
        updated_at: now,
        version: 1,
      });
    };

    it('gives aliases stored before it no formula', async () => {
      await m0005AliasFormulas.down(db());
      await givenAlias('a1');
      await m0005AliasFormulas.up(db());
      expect(await db()('aliases').select(...FORMULA_COLUMNS)).toEqual([{ formula_text: null, formula_json: null, formula_names: null, formula_reads: null }]);
    });

    it('goes down keeping the aliases and dropping the formulas’ references, and up again', async () => {
      await givenAlias('a1');
      await db()('library_references').insert({ tenant_id: 't1', owner_kind: 'alias', owner_id: 'a1', position: 0, role: 'field', name: 'x', name_key: 'x' });
      await m0005AliasFormulas.down(db());
      for (const column of FORMULA_COLUMNS) expect(await db().schema.hasColumn('aliases', column)).toBe(false);
      expect(await db()('aliases').pluck('id')).toEqual(['a1']);
      expect(await db()('library_references').count({ n: '*' })).toEqual([{ n: 0 }]);
      await m0005AliasFormulas.up(db());
      for (const column of FORMULA_COLUMNS) expect(await db().schema.hasColumn('aliases', column)).toBe(true);
    });
  });
};
