import { useMigratedDatabase } from '../../../test/migrated-database';
import { m0002Library } from './m0002-library';

const LIBRARY_TABLES = ['aliases', 'alias_keys', 'conditional_rules', 'snippet_folders', 'snippets', 'form_templates', 'form_template_versions', 'library_references', 'idempotency_keys'];

describe('migration 0002-library', () => {
  const db = useMigratedDatabase('sqlite', 'each test');

  it('creates every library table', async () => {
    for (const table of LIBRARY_TABLES) expect(await db().schema.hasTable(table)).toBe(true);
  });

  it('goes down without touching the identity tables, and up again', async () => {
    await m0002Library.down(db());
    for (const table of LIBRARY_TABLES) expect(await db().schema.hasTable(table)).toBe(false);
    expect(await db().schema.hasTable('tenants')).toBe(true);
    await m0002Library.up(db());
    for (const table of LIBRARY_TABLES) expect(await db().schema.hasTable(table)).toBe(true);
  });

  it('keeps a folder from pointing at a folder of another tenant', async () => {
    const now = new Date();
    await db()('tenants').insert([
      { id: 't1', name: 'One', created_at: now, updated_at: now, version: 1 },
      { id: 't2', name: 'Two', created_at: now, updated_at: now, version: 1 },
    ]);
    const folder = { name: 'F', name_key: 'f', created_at: now, updated_at: now, version: 1 };
    await db()('snippet_folders').insert({ ...folder, tenant_id: 't1', id: 'f1', parent_id: null, parent_key: '' });
    const outcome = await db()('snippet_folders')
      .insert({ ...folder, tenant_id: 't2', id: 'f2', parent_id: 'f1', parent_key: 'f1' })
      .then(
        async () => `inserted: ${JSON.stringify(await db()('snippet_folders').select('tenant_id', 'id', 'parent_id'))} ${JSON.stringify(await db().raw('pragma foreign_keys'))}`,
        (error: Error) => error.message,
      );
    expect(outcome).toMatch(/FOREIGN KEY/);
  });
});
