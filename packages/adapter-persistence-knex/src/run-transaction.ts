import { type StorageError, storageError } from '@quire/ports/storage-error';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';

/** Carries an expected refusal out of knex's transaction callback, which rolls back on a throw. */
class Refusal extends Error {
  constructor(readonly reason: unknown) {
    super('refused');
  }
}

/**
 * Runs `work` in one transaction. A Left rolls everything back and is answered as is; a throw rolls
 * back and is answered by `translate` (a unique-index race becomes the domain's named error) or as a
 * StorageError naming the operation.
 */
export const runTransaction = <L, A>(
  knex: Knex,
  operation: string,
  work: (trx: Knex.Transaction) => Promise<E.Either<L, A>>,
  translate: (error: unknown) => Promise<L | null> = async () => null,
): TE.TaskEither<StorageError | L, A> => async () => {
  try {
    return E.right(
      await knex.transaction(async (trx) => {
        const outcome = await work(trx);
        if (E.isLeft(outcome)) throw new Refusal(outcome.left);
        return outcome.right;
      }),
    );
  } catch (error) {
    if (error instanceof Refusal) return E.left(error.reason as L);
    const translated = await translate(error).catch(() => null);
    return E.left(translated ?? storageError(operation)(error));
  }
};
