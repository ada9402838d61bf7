import type { Clock } from '@quire/ports/platform/clock';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from './app-error';

/** Reads the clock when the task runs, not when it is built. */
export const currentTime = (clock: Clock): TE.TaskEither<AppError, Date> => TE.fromIO(() => clock.now());
