import { idleBeforeMs } from '@quire/domain/sessions/session';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { currentTime } from '../current-time';

export type SweepEndedSessions = () => TE.TaskEither<AppError, { readonly deleted: number }>;

/** Deletes the sessions that ended (idle 8 hours, or 7 days old); run periodically by the server. A request never accepts one meanwhile. */
export const sweepEndedSessions =
  ({ sessions, clock }: Pick<Ports, 'sessions' | 'clock'>): SweepEndedSessions =>
  () =>
    pipe(
      currentTime(clock),
      TE.chainW((now) => sessions.deleteEnded(now, new Date(idleBeforeMs(now)))),
      TE.map((deleted) => ({ deleted })),
    );
