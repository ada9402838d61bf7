import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { databaseFailure } from './database-failure';
import { retryingDeadlocks } from './deadlock-retries';
import { isMysql } from './dialect';

/** Carries an expected refusal out of knex's transaction callback, which rolls back on a throw. */
class Refusal extends Error {
  constructor(readonly reason: unknown) {
    super('refused');
  }
}

/**
 * MySQL runs our transactions at READ COMMITTED: no gap locks (which make concurrent inserts of
 * neighbouring rows deadlock under REPEATABLE READ), and each statement reads the latest commits.
 * Unique indexes and foreign keys still lock what they check. SQLite has one writer at a time.
 */
export const configOf = (knex: Knex): Knex.TransactionConfig => (isMysql(knex) ? { isolationLevel: 'read committed' } : {});

/**
 * Runs `work` in one transaction. A Left rolls everything back and is answered as is; a throw rolls
 * back and is answered by `translate` (a unique-index race becomes the domain's named error) or as a
 * StorageError naming the operation, a `lost_race` when a concurrent request won (ADR 0016). A
 * deadlock, or on a Galera cluster a COMMIT refused because another node wrote the same rows first,
 * is retried here first (retryingDeadlocks): the whole transaction was rolled back and may simply run again.
 */
export const runTransaction = <L, A>(
  knex: Knex,
  operation: string,
  work: (trx: Knex.Transaction) => Promise<E.Either<L, A>>,
  translate: (error: unknown) => Promise<L | null> = async () => null,
): TE.TaskEither<StorageError | L, A> => async () => {
  try {
    const result = await retryingDeadlocks(() =>
      knex.transaction(async (trx) => {
        const outcome = await work(trx);
        if (E.isLeft(outcome)) throw new Refusal(outcome.left);
        return outcome.right;
      }, configOf(knex)),
    );
    return E.right(result);
  } catch (error) {
    if (error instanceof Refusal) return E.left(error.reason as L);
    const translated = await translate(error).catch(() => null);
    return E.left(translated ?? databaseFailure(operation)(error));
  }
};
