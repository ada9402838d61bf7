import type { DatabaseHealth } from '@quire/ports/storage/database-health';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

/** A DatabaseHealth a test can switch off (`reachable = false`) to see the readiness probe fail. */
export class InMemoryDatabaseHealth implements DatabaseHealth {
  reachable = true;

  ping(): TE.TaskEither<StorageError, void> {
    return this.reachable ? TE.right(undefined) : TE.left({ _tag: 'StorageError', operation: 'database.ping', kind: 'failed', cause: new Error('unreachable') });
  }
}
