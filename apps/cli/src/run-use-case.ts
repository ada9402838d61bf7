import type { AppError } from '@quire/application/app-error';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { CommandFailed } from './cli-command';
import { describeError } from './describe-error';

/** Runs a use case and turns its expected failure into a CommandFailed. */
export const runUseCase = async <A>(task: TE.TaskEither<AppError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new CommandFailed(describeError(result.left));
  return result.right;
};
