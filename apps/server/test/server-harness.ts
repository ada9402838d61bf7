import * as E from 'fp-ts/Either';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { readConfig } from '../src/config';
import { type RunningServer, startServer } from '../src/start-server';

export type TestServer = RunningServer & {
  readonly dataDir: string;
  /** Calls the API with a key; answers status, headers and the parsed body. */
  readonly call: (method: string, route: string, key: string | undefined, body?: unknown) => Promise<{ status: number; body: unknown; raw: string }>;
};

/** A logger at `info` whose lines (JSON text, as the server writes them to stdout) are pushed to `lines`. */
const loggerInto = (lines: string[]): pino.Logger =>
  pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
        done();
      },
    }),
  );

/**
 * Starts the real server (real adapters) on a fresh data folder and an ephemeral port. Silent,
 * unless `logLines` is given: then every log line is pushed to it.
 */
export const startTestServer = async (env: Readonly<Record<string, string>> = {}, dataDir?: string, logLines?: string[]): Promise<TestServer> => {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'quire-server-'));
  const config = readConfig({ DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', ...env }, dir);
  if (E.isLeft(config)) throw new Error(config.left.message);
  const server = await startServer(config.right, logLines === undefined ? pino({ level: 'silent' }) : loggerInto(logLines));
  const call: TestServer['call'] = async (method, route, key, body) => {
    const headers: Record<string, string> = {};
    if (key !== undefined) headers['authorization'] = `Bearer ${key}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(server.url + route, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const raw = await response.text();
    return { status: response.status, body: raw === '' ? undefined : JSON.parse(raw), raw };
  };
  return { ...server, dataDir: dir, call };
};
