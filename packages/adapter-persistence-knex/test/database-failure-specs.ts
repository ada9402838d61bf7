import { tenantId } from '@quire/domain/ids';
import { snippetFolderId } from '@quire/domain/library-ids';
import type { StorageError } from '@quire/ports/storage/storage-error';
import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { expectLeft, expectRight } from '@quire/testing/contracts/run-task';
import { arbitraryFolder } from '@quire/testing/builders/library';
import type { Knex } from 'knex';
import { isMysql } from '../src/platform/dialect';
import { KnexTenantRepository } from '../src/accounts/knex-tenant-repository';
import { runQuery } from '../src/platform/run-query';
import { snippetFolderToRow } from '../src/library/snippet-folder-row';

/** What each dialect's driver answers for the same broken statement. */
type Expected = { readonly mysql: Partial<Record<string, unknown>>; readonly sqlite: Partial<Record<string, unknown>> };

/**
 * How driver errors become StorageErrors on one migrated database (each dialect's spec calls it): a
 * lost race or a failure, with the codes and schema names for the log and never a value (ADR 0016).
 */
export const databaseFailureSpecs = (db: () => Knex): void => {
  const failureOf = async (operation: string, statement: () => Promise<unknown>): Promise<StorageError> => expectLeft(runQuery(operation, statement));
  const per = (expected: Expected) => (isMysql(db()) ? expected.mysql : expected.sqlite);
  const givenTenant = async () => {
    const tenant = arbitraryTenant();
    await expectRight(new KnexTenantRepository(db()).insert(tenant));
    return tenant;
  };

  describe('a unique key taken by a concurrent write', () => {
    it('is a lost race naming the index (or the columns), and the duplicated value is nowhere in it', async () => {
      const tenant = await givenTenant();
      const folder = arbitraryFolder({ tenantId: tenant.id, name: 'Marker-7f3a9c' });
      await db()('snippet_folders').insert(snippetFolderToRow(folder));
      const failure = await failureOf('folders.insert', () => db()('snippet_folders').insert(snippetFolderToRow({ ...folder, id: snippetFolderId('another-id') })));
      expect(failure).toMatchObject({ _tag: 'StorageError', operation: 'folders.insert', kind: 'lost_race' });
      expect(failure.cause).toEqual(
        per({
          mysql: { code: 'ER_DUP_ENTRY', errno: 1062, constraint: 'snippet_folders_name_unique' },
          sqlite: { code: 'SQLITE_CONSTRAINT_UNIQUE', table: 'snippet_folders', column: 'tenant_id' },
        }),
      );
      expect(JSON.stringify(failure)).not.toMatch(/marker-7f3a9c/i);
    });
  });

  describe('a row that a foreign key points at, missing', () => {
    it('is a lost race (the parent was deleted meanwhile)', async () => {
      const folder = arbitraryFolder({ tenantId: tenantId('no-such-tenant'), name: 'Orphan-5d1e' });
      const failure = await failureOf('folders.insert', () => db()('snippet_folders').insert(snippetFolderToRow(folder)));
      expect(failure.kind).toBe('lost_race');
      expect(failure.cause).toEqual(
        per({
          mysql: { code: 'ER_NO_REFERENCED_ROW_2', errno: 1452, table: 'snippet_folders', constraint: 'snippet_folders_tenant_id_foreign' },
          sqlite: { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' },
        }),
      );
      expect(JSON.stringify(failure)).not.toMatch(/orphan-5d1e/i);
    });
  });

  describe('a row still referenced, deleted', () => {
    it('is a lost race (a child was added meanwhile)', async () => {
      const tenant = await givenTenant();
      await db()('snippet_folders').insert(snippetFolderToRow(arbitraryFolder({ tenantId: tenant.id })));
      const failure = await failureOf('tenants.delete', () => db()('tenants').where({ id: tenant.id }).del());
      expect(failure.kind).toBe('lost_race');
      expect(failure.cause).toEqual(
        per({
          mysql: { code: 'ER_ROW_IS_REFERENCED_2', errno: 1451, table: 'snippet_folders', constraint: 'snippet_folders_tenant_id_foreign' },
          sqlite: { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' },
        }),
      );
    });
  });

  describe('a statement that no concurrent request explains', () => {
    it('is a failure, named by code and column, without the statement or its values', async () => {
      const tenant = await givenTenant();
      const failure = await failureOf('folders.insert', () => db()('snippet_folders').insert({ ...snippetFolderToRow(arbitraryFolder({ tenantId: tenant.id })), name: null }));
      expect(failure.kind).toBe('failed');
      expect(failure.cause).toEqual(
        per({
          mysql: { code: 'ER_BAD_NULL_ERROR', errno: 1048, column: 'name' },
          sqlite: { code: 'SQLITE_CONSTRAINT_NOTNULL', table: 'snippet_folders', column: 'name' },
        }),
      );
      expect(JSON.stringify(failure)).not.toContain('insert into');
    });
  });

  describe('the driver error itself', () => {
    it('quotes the statement with placeholders, never the values bound to it', async () => {
      const tenant = await givenTenant();
      const row = { ...snippetFolderToRow(arbitraryFolder({ tenantId: tenant.id })), name: null, name_key: 'bound-value-91b2' };
      const error: unknown = await db()('snippet_folders').insert(row).catch((thrown: unknown) => thrown);
      expect(String((error as Error).message)).toContain('insert into');
      expect(String((error as Error).message)).not.toContain('bound-value-91b2');
    });
  });
};
