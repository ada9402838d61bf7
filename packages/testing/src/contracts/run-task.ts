import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';

/** Runs a TaskEither that must succeed and answers its value (a left fails the test with the error). */
export const expectRight = async <L, R>(task: TE.TaskEither<L, R>): Promise<R> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left, (_, v: unknown) => (v instanceof Error ? v.message : v))}`);
  return result.right;
};

/** Runs a TaskEither that must fail and answers its error. */
export const expectLeft = async <L, R>(task: TE.TaskEither<L, R>): Promise<L> => {
  const result = await task();
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};
