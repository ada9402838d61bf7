import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config';

/**
 * JSON lines on stdout. Secrets never reach a log: headers and bodies are not logged at all.
 * Lines are written asynchronously (ADR 0027): a request does not wait for its line's write, the
 * lines logged while a write is under way go out together in the next, and pino writes what is left
 * synchronously when the process exits.
 */
export const createLogger = (config: Pick<ServerConfig, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, base: { service: 'quire' }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
