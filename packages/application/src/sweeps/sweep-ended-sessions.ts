import { idleBeforeMs } from '@quire/domain/sessions/session';
import type { Ports } from '@quire/ports/ports';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { deleteEnded } from './delete-ended';

export type SweepEndedSessions = () => TE.TaskEither<AppError, { readonly deleted: number }>;

/** Deletes the sessions that ended (idle 8 hours, or 7 days old); run periodically by the server. A request never accepts one meanwhile. */
export const sweepEndedSessions =
  ({ sessions, clock }: Pick<Ports, 'sessions' | 'clock'>): SweepEndedSessions =>
  () =>
    deleteEnded(clock, (now) => sessions.deleteEnded(now, new Date(idleBeforeMs(now))));
