import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { processTreeUsage, type ProcessUsage } from '@quire/server/test/process-usage';

const SCRIPT = path.join(__dirname, 'reference-server.ts');

/** The reference server: where it listens, the key it accepts, its CPU. */
export type ReferenceProcess = { readonly url: string; readonly apiKey: string; readonly pid: number; readonly usage: () => ProcessUsage; readonly stop: () => Promise<void> };

/** Starts the reference server (reference-server.ts) in a child process, answering `document` to requests with `apiKey`. */
export const startReferenceProcess = async (apiKey: string, document: Uint8Array, folder: string): Promise<ReferenceProcess> => {
  const documentPath = path.join(folder, 'reference.docx');
  writeFileSync(documentPath, document);
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', SCRIPT], { env: { ...process.env, REFERENCE_KEY: apiKey, REFERENCE_DOCX: documentPath }, stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the reference server did not start');
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(line.replace(/^listening /, '')));
  });
  return {
    url,
    apiKey,
    pid,
    usage: () => processTreeUsage(pid),
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};
