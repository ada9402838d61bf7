import type { SweepUseCases } from '@quire/application/sweeps/sweep-use-cases';
import * as TE from 'fp-ts/TaskEither';
import pino from 'pino';
import { startPeriodicSweeps } from './periodic-sweeps';

const sweeps = (calls: string[]): SweepUseCases => ({
  sweepIdempotencyRecords: () => {
    calls.push('records');
    return TE.right({ deleted: 0 });
  },
  sweepUnreferencedBlobs: ({ graceMs }) => {
    calls.push(`blobs after ${graceMs} ms`);
    return TE.left({ _tag: 'StorageError', operation: 'blobs.list', kind: 'failed', cause: new Error('down') });
  },
  sweepEndedSessions: () => {
    calls.push('sessions');
    return TE.right({ deleted: 2 });
  },
});

describe('startPeriodicSweeps', () => {
  describe('when an interval is set', () => {
    it('runs every sweep, one after the other, a failing one included, until stopped', async () => {
      const calls: string[] = [];
      const stop = startPeriodicSweeps(sweeps(calls), 1, pino({ level: 'silent' }));
      while (calls.length < 6) await new Promise((resolve) => setTimeout(resolve, 5));
      await stop();
      const after = calls.length;
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls.length).toBe(after);
      expect(calls.slice(0, 6)).toEqual(['records', 'blobs after 86400000 ms', 'sessions', 'records', 'blobs after 86400000 ms', 'sessions']);
    });
  });

  describe('when the interval is 0', () => {
    it('never sweeps', async () => {
      const calls: string[] = [];
      await startPeriodicSweeps(sweeps(calls), 0, pino({ level: 'silent' }))();
      expect(calls).toEqual([]);
    });
  });
});
