import pino, { type Logger } from 'pino';
import type { ServerConfig } from './config';

/** JSON lines on stdout. Secrets never reach a log: headers and bodies are not logged at all. */
export const createLogger = (config: Pick<ServerConfig, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, base: { service: 'quire' }, timestamp: pino.stdTimeFunctions.isoTime });
