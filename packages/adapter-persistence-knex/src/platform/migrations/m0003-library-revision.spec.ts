import { useMigratedDatabase } from '../../../test/migrated-database';
import { m0003LibraryRevision } from './m0003-library-revision';

describe('migration 0003-library-revision', () => {
  const db = useMigratedDatabase('sqlite', 'each test');

  const now = new Date();
  const givenTenantWithFolder = async (id: string) => {
    await db()('tenants').insert({ id, name: id, created_at: now, updated_at: now, version: 1 });
    await db()('snippet_folders').insert({ tenant_id: id, id: 'f1', name: 'F', name_key: 'f', parent_id: null, parent_key: '', created_at: now, updated_at: now, version: 1 });
  };

  it('gives every tenant, existing or new, a library revision of 0', async () => {
    await m0003LibraryRevision.down(db());
    await givenTenantWithFolder('t1');
    await m0003LibraryRevision.up(db());
    await db()('tenants').insert({ id: 't2', name: 'Two', created_at: now, updated_at: now, version: 1 });
    expect(await db()('tenants').select('id', 'library_revision').orderBy('id')).toEqual([
      { id: 't1', library_revision: 0 },
      { id: 't2', library_revision: 0 },
    ]);
  });

  it('goes down keeping the tenants and the rows that point at them, and up again', async () => {
    await givenTenantWithFolder('t1');
    await m0003LibraryRevision.down(db());
    expect(await db().schema.hasColumn('tenants', 'library_revision')).toBe(false);
    expect(await db()('tenants').pluck('id')).toEqual(['t1']);
    expect(await db()('snippet_folders').pluck('id')).toEqual(['f1']);
    await m0003LibraryRevision.up(db());
    expect(await db().schema.hasColumn('tenants', 'library_revision')).toBe(true);
  });
});
