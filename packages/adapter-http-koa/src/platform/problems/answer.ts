import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { HttpError } from './http-error';
import { sendProblem } from './send-problem';
import { UnexpectedFailure } from './unexpected-failure';

/** Answers an error: a problem for expected failures; a throw (-> logged 500) for storage failures. */
export const answerError = (ctx: Context, error: HttpError): void => {
  if (error._tag === 'StorageError') throw new UnexpectedFailure(error);
  sendProblem(ctx, error);
};

/** Runs the task, then writes the success with `onRight` or the failure as a problem. */
export const answer = async <A>(ctx: Context, task: TE.TaskEither<HttpError, A>, onRight: (value: A) => void): Promise<void> => {
  const result = await task();
  if (E.isLeft(result)) answerError(ctx, result.left);
  else onRight(result.right);
};
