import type { Logger } from 'pino';
import type { Middleware } from 'koa';
import { sendProblem } from './send-problem';

/**
 * Turns anything thrown below into a problem. Client faults that Koa or a library raise with an
 * exposable 4xx status keep their status; everything else is a 500 without details (no
 * message, stack, SQL or path leaves the process; the log gets the error's name and message).
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
      logger.error({ error: { name: nameOf(error), message: messageOf(error) } }, 'unhandled error');
      sendProblem(ctx, { _tag: 'StorageError', operation: 'unhandled', cause: undefined });
    }
  };

const clientStatusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : undefined;
};

const nameOf = (error: unknown): string => (error instanceof Error ? error.name : typeof error);
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : 'non-error thrown');
