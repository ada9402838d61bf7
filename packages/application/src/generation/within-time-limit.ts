import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';

/**
 * A generation answers within its time limit (docs/limits.md#generation). The engine renders synchronously and cannot
 * be stopped half way, so the limit is checked between steps (loading, each template of a packet,
 * the PDF conversion, which gets only the time left) and raced here: the answer is a 422
 * `generation_timeout` when the limit passes, even if a step is still finishing in the background.
 */
export const withinTimeLimit =
  (timeoutMs: number) =>
  <A>(task: TE.TaskEither<AppError, A>): TE.TaskEither<AppError, A> =>
  () => {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<E.Either<AppError, A>>((resolve) => {
      timer = setTimeout(() => resolve(E.left(generationFailed({ code: 'generation_timeout', timeoutMs }))), timeoutMs);
      timer.unref();
    });
    return Promise.race([task(), expired]).finally(() => clearTimeout(timer));
  };

/** A deadline checked between steps, from the same limit. */
export type Deadline = { readonly remainingMs: () => number; readonly check: <A>(value: A) => TE.TaskEither<AppError, A> };

export const deadlineOf = (timeoutMs: number, now: () => number): Deadline => {
  const end = now() + timeoutMs;
  const remainingMs = () => end - now();
  return {
    remainingMs,
    check: (value) => (remainingMs() > 0 ? TE.right(value) : TE.left(generationFailed({ code: 'generation_timeout', timeoutMs }))),
  };
};
