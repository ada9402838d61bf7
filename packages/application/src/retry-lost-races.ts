import { setTimeout as sleep } from 'node:timers/promises';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict } from './app-error';

/** How often a write that lost a race is run in all, and the longest jittered pause before a run again. */
export const LOST_RACE_ATTEMPTS = 8;
const LONGEST_PAUSE_MS = 20;

/**
 * Did a concurrent request win? The row changed between our read and our write (a VersionConflict,
 * which use cases answer as `concurrent_update`), or the store reports a lost race (a deadlock, a
 * lock wait, a referenced row gone or a unique key taken meanwhile: ADR 0016).
 */
const lostRace = (error: AppError): boolean => (error._tag === 'Conflict' && error.code === 'concurrent_update') || (error._tag === 'StorageError' && error.kind === 'lost_race');

/** The runs again of one tenant's losers in this process, chained: each starts when the one before has settled. */
const runsAgain = new Map<string, Promise<void>>();

const oneAtATime = <A>(key: string, run: () => Promise<A>): Promise<A> => {
  const result = (runsAgain.get(key) ?? Promise.resolve()).then(run);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  runsAgain.set(key, settled);
  void settled.then(() => (runsAgain.get(key) === settled ? runsAgain.delete(key) : undefined));
  return result;
};

/** The tenant a request acts for, when it names one: losers of different tenants never wait for each other. */
const tenantOf = (input: unknown): string => {
  const principal = (input as { readonly principal?: { readonly tenantId?: unknown } } | null)?.principal;
  return typeof principal?.tenantId === 'string' ? principal.tenantId : '';
};

/**
 * A write use case that runs again, whole, when it loses a race (ADR 0016): every run reads afresh
 * and checks everything again, so the answer is the one the request would get had it come after the
 * winner. With `If-Match` that is a 412 (the version moved on) or a 404 (the row went); a create in
 * a folder deleted meanwhile is the 422 of a missing folder; a name taken meanwhile is `name_taken`;
 * without `If-Match` the write goes through on the winner's row (the last writer wins).
 *
 * The first run is free; the runs again of one tenant's losers in this process go one at a time
 * (its library writes are serialised by the database anyway, ADR 0015), so that twenty losers of
 * one race do not simply race again; a short jittered pause first spreads the losers of several
 * processes. A request that loses every run is a 409 `concurrent_update`, never a 500.
 */
export const retryingLostRaces =
  <I, A>(useCase: (input: I) => TE.TaskEither<AppError, A>, attempts = LOST_RACE_ATTEMPTS): ((input: I) => TE.TaskEither<AppError, A>) =>
  (input) =>
  async () => {
    let result = await useCase(input)();
    for (let attempt = 2; attempt <= attempts && E.isLeft(result) && lostRace(result.left); attempt += 1) {
      await sleep(Math.random() * LONGEST_PAUSE_MS);
      result = await oneAtATime(tenantOf(input), useCase(input));
    }
    return E.isLeft(result) && result.left._tag === 'StorageError' && result.left.kind === 'lost_race' ? E.left(conflict('concurrent_update', 'Concurrent requests changed the same data; retry.')) : result;
  };
