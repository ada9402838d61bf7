import type { TenantId } from '@quire/domain/ids';
import type { LibraryRevisions } from '@quire/ports/library/library-revisions';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { readRow } from '../platform/read-row';
import { runQuery } from '../platform/run-query';

/** LibraryRevisions on `tenants.library_revision`: one primary-key read. */
export class KnexLibraryRevisions implements LibraryRevisions {
  constructor(private readonly knex: Knex) {}

  current(tenantId: TenantId): TE.TaskEither<StorageError, number> {
    return runQuery('libraryRevisions.current', async () => {
      const row = await readRow<{ library_revision: unknown }>(this.knex, 'select library_revision from tenants where id = ?', [tenantId]);
      return row === undefined ? 0 : Number(row.library_revision);
    });
  }
}
