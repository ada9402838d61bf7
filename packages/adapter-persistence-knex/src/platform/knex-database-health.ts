import type { DatabaseHealth } from '@quire/ports/storage/database-health';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { runQuery } from './run-query';

/** Readiness: the database answers a trivial query. */
export class KnexDatabaseHealth implements DatabaseHealth {
  constructor(private readonly knex: Knex) {}

  ping(): TE.TaskEither<StorageError, void> {
    return runQuery('database.ping', async () => {
      await this.knex.raw('select 1');
    });
  }
}
