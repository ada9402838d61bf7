import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config';

/**
 * JSON lines on stdout, written asynchronously (pino's sonic-boom destination: a log call queues its
 * line and returns; the lines still queued are written at exit, SIGKILL aside; ADR 0132). Secrets
 * never reach a log: headers and bodies are not logged at all.
 */
export const createLogger = (config: Pick<ServerConfig, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, base: { service: 'quire' }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
