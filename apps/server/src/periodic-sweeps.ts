import { DEFAULT_BLOB_GRACE_MS } from '@quire/application/sweeps/sweep-unreferenced-blobs';
import type { SweepUseCases } from '@quire/application/sweeps/sweep-use-cases';
import type { AppError } from '@quire/application/app-error';
import { storageFailureLogFields, thrownErrorLogFields } from '@quire/ports/storage/error-log-fields';
import * as E from 'fp-ts/Either';
import type { Logger } from 'pino';

/**
 * Runs the sweeps of expired Idempotency-Key records, unreferenced blobs and ended sessions every `intervalMs`
 * (0: never), one round at a time (a round due while one runs is skipped); answers the function that stops them. Every process may run
 * them: both sweeps are safe to run concurrently (a row is deleted once; a blob still referenced,
 * or stored again meanwhile, is kept).
 */
/** A failed sweep in the log: a store failure by its facts (ADR 0016), anything else by its tag. */
const failureFields = (error: AppError): Record<string, unknown> => (error._tag === 'StorageError' ? storageFailureLogFields(error) : { _tag: error._tag });

export const startPeriodicSweeps = (sweeps: SweepUseCases, intervalMs: number, logger: Logger): (() => Promise<void>) => {
  if (intervalMs <= 0) return () => Promise.resolve();
  let running: Promise<void> = Promise.resolve();
  const round = async (): Promise<void> => {
    const records = await sweeps.sweepIdempotencyRecords()();
    if (E.isLeft(records)) logger.warn({ sweep: 'idempotency', error: failureFields(records.left) }, 'sweep failed');
    else logger.info({ sweep: 'idempotency', deleted: records.right.deleted }, 'swept');
    const blobs = await sweeps.sweepUnreferencedBlobs({ graceMs: DEFAULT_BLOB_GRACE_MS })();
    if (E.isLeft(blobs)) logger.warn({ sweep: 'blobs', error: failureFields(blobs.left) }, 'sweep failed');
    else logger.info({ sweep: 'blobs', ...blobs.right }, 'swept');
    const sessions = await sweeps.sweepEndedSessions()();
    if (E.isLeft(sessions)) logger.warn({ sweep: 'sessions', error: failureFields(sessions.left) }, 'sweep failed');
    else logger.info({ sweep: 'sessions', deleted: sessions.right.deleted }, 'swept');
  };
  let busy = false;
  // A round still running when the next is due makes that one skip: rounds never pile up.
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = round()
      .catch((error: unknown) => logger.error({ error: thrownErrorLogFields(error) }, 'sweep threw'))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running.catch(() => undefined);
  };
};
