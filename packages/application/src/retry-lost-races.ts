import { setTimeout as sleep } from 'node:timers/promises';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict } from './app-error';

/** How often a write that lost a race is run in all, and the first of the growing, jittered pauses between runs. */
export const LOST_RACE_ATTEMPTS = 8;
const FIRST_PAUSE_MS = 4;
const LONGEST_PAUSE_MS = 100;

/**
 * Did a concurrent request win? The row changed between our read and our write (a VersionConflict,
 * which use cases answer as `concurrent_update`), or the store reports a lost race (a deadlock, a
 * lock wait, a referenced row gone or a unique key taken meanwhile: ADR 0016).
 */
const lostRace = (error: AppError): boolean => (error._tag === 'Conflict' && error.code === 'concurrent_update') || (error._tag === 'StorageError' && error.kind === 'lost_race');

/**
 * A write use case that runs again, whole, when it loses a race (ADR 0016): every run reads afresh
 * and checks everything again, so the answer is the one the request would get had it come after the
 * winner. With `If-Match` that is a 412 (the version moved on) or a 404 (the row went); a create in
 * a folder deleted meanwhile is the 422 of a missing folder; a name taken meanwhile is `name_taken`;
 * without `If-Match` the write goes through on the winner's row (the last writer wins). A request
 * that loses every run is a 409 `concurrent_update`, never a 500.
 */
export const retryingLostRaces =
  <I, A>(useCase: (input: I) => TE.TaskEither<AppError, A>, attempts = LOST_RACE_ATTEMPTS): ((input: I) => TE.TaskEither<AppError, A>) =>
  (input) =>
  async () => {
    for (let attempt = 1; ; attempt += 1) {
      const result = await useCase(input)();
      if (E.isRight(result) || !lostRace(result.left)) return result;
      if (attempt >= attempts) return E.left(result.left._tag === 'StorageError' ? conflict('concurrent_update', 'Concurrent requests changed the same data; retry.') : result.left);
      // Jittered, so that the losers of one race do not meet again in the next.
      await sleep(Math.random() * Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempt - 1)));
    }
  };
