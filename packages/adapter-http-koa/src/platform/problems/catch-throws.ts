import { storageFailureLogFields, thrownErrorLogFields } from '@quire/ports/storage/error-log-fields';
import type { Logger } from 'pino';
import type { Middleware } from 'koa';
import { sendProblem } from './send-problem';
import { UnexpectedFailure } from './unexpected-failure';

/**
 * Turns anything thrown below into a problem. Client faults that Koa or a library raise with an
 * exposable 4xx status keep their status; everything else is a 500 without details (no
 * message, stack, SQL or path leaves the process, nor reaches the log: ADR 0016).
 */
export const catchThrows =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = clientStatusOf(error);
      if (status !== undefined) {
        sendProblem(ctx, { _tag: 'ClientFault', status });
        return;
      }
      logger.error({ error: loggedError(error) }, 'unhandled error');
      sendProblem(ctx, { _tag: 'StorageError', operation: 'unhandled', kind: 'failed', cause: undefined });
    }
  };

const clientStatusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : undefined;
};

/** A store failure by its loggable facts (ADR 0016); anything else as thrownErrorLogFields says. */
const loggedError = (error: unknown): Record<string, unknown> =>
  error instanceof UnexpectedFailure ? { name: 'StorageError', ...storageFailureLogFields(error.failure) } : thrownErrorLogFields(error);
