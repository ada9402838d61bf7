import type { Clock } from '@quire/ports/platform/clock';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';

/** A sweep's run: at the clock's time when it runs, deletes what has ended by then, and answers how many went. */
export const deleteEnded = (clock: Clock, deleteAt: (now: Date) => TE.TaskEither<AppError, number>): TE.TaskEither<AppError, { readonly deleted: number }> =>
  pipe(
    currentTime(clock),
    TE.chain(deleteAt),
    TE.map((deleted) => ({ deleted })),
  );
