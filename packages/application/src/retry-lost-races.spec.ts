import { storageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, conflict, notFound } from './app-error';
import { LOST_RACE_ATTEMPTS, retryingLostRaces } from './retry-lost-races';

/** A use case that answers the given results in turn (the last one from then on), counting its runs. */
const answering = (...results: ReadonlyArray<E.Either<AppError, string>>) => {
  let runs = 0;
  const useCase = (input: string) => {
    const result = results[Math.min(runs, results.length - 1)] ?? E.left(notFound('Alias', input));
    runs += 1;
    return TE.fromEither(result);
  };
  return { useCase, runs: () => runs };
};

const versionMoved = conflict('concurrent_update', 'The Alias changed meanwhile; read it again and retry.');
const deadlocked = storageError('aliases.update', 'lost_race')({ code: 'ER_LOCK_DEADLOCK', errno: 1213 });

describe('retryingLostRaces', () => {
  describe('when a run loses a race and the next wins', () => {
    it.each([
      ['a row changed between read and write', versionMoved],
      ['a lost race the store reports', deadlocked],
    ])('runs the use case again and answers the win (%s)', async (_name, lost) => {
      const world = answering(E.left(lost), E.right('written'));
      expect(await retryingLostRaces(world.useCase)('alias-1')()).toEqual(E.right('written'));
      expect(world.runs()).toBe(2);
    });
  });

  describe('when the run after a lost race meets a changed world', () => {
    it("answers that run's own failure (a 412, a 404, name_taken...) and stops", async () => {
      const mismatch: AppError = { _tag: 'VersionMismatch', resource: 'Alias', id: 'alias-1', current: 2, expected: [1] };
      const world = answering(E.left(versionMoved), E.left(mismatch), E.right('never'));
      expect(await retryingLostRaces(world.useCase)('alias-1')()).toEqual(E.left(mismatch));
      expect(world.runs()).toBe(2);
    });
  });

  describe('when every run loses', () => {
    it('stops after the last attempt with a 409 concurrent_update, also for a lost race of the store', async () => {
      const versions = answering(E.left(versionMoved));
      expect(await retryingLostRaces(versions.useCase, 3)('alias-1')()).toEqual(E.left(versionMoved));
      expect(versions.runs()).toBe(3);
      const locks = answering(E.left(deadlocked));
      expect(await retryingLostRaces(locks.useCase)('alias-1')()).toEqual(E.left({ _tag: 'Conflict', code: 'concurrent_update', detail: expect.any(String) }));
      expect(locks.runs()).toBe(LOST_RACE_ATTEMPTS);
    });
  });

  describe('when a run fails for another reason', () => {
    it.each([
      ['a storage failure', storageError('aliases.update')(new Error('disk'))],
      ['a conflict that is no race', conflict('email_taken', 'taken')],
      ['a missing row', notFound('Alias', 'alias-1')],
    ])('answers it at once (%s)', async (_name, failure) => {
      const world = answering(E.left(failure), E.right('never'));
      expect(await retryingLostRaces(world.useCase)('alias-1')()).toEqual(E.left(failure));
      expect(world.runs()).toBe(1);
    });
  });

  describe('when several requests of one tenant lose at once', () => {
    const principalOf = (tenantId: string) => ({ principal: { tenantId } });

    /** Every run's first attempt loses; the runs again are watched for overlap, per tenant. */
    const watched = () => {
      const running = new Map<string, number>();
      const mostAtOnce = new Map<string, number>();
      const firstRuns = new Set<string>();
      const useCase = (input: { principal: { tenantId: string }; racer: number }): TE.TaskEither<AppError, string> => async () => {
        const tenant = input.principal.tenantId;
        const id = `${tenant}/${input.racer}`;
        if (!firstRuns.has(id)) {
          firstRuns.add(id);
          return E.left(versionMoved);
        }
        running.set(tenant, (running.get(tenant) ?? 0) + 1);
        mostAtOnce.set(tenant, Math.max(mostAtOnce.get(tenant) ?? 0, running.get(tenant) ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 2));
        running.set(tenant, (running.get(tenant) ?? 0) - 1);
        return E.right(id);
      };
      return { useCase, mostAtOnce };
    };

    it('runs the losers of each tenant again one at a time, and all of them win', async () => {
      const world = watched();
      const retrying = retryingLostRaces(world.useCase);
      const results = await Promise.all(['a', 'b'].flatMap((tenant) => Array.from({ length: 5 }, (_, racer) => retrying({ ...principalOf(tenant), racer })())));
      expect(results.filter(E.isLeft)).toEqual([]);
      expect(Object.fromEntries(world.mostAtOnce)).toEqual({ a: 1, b: 1 });
    });
  });
});
