import { access, mkdir } from 'node:fs/promises';
import * as path from 'node:path';
import * as E from 'fp-ts/Either';
import { killProcessGroup } from './live-process-groups';
import { spawnSoffice } from './spawn-soffice';

/**
 * Lets soffice create a complete profile in `profileDir` and stop (`--terminate_after_init`). Workers
 * start from a copy of it: a profile that soffice creates on its own first start is rewritten by it
 * (presets copied over what we put there), and the first start costs a restart.
 */
export const initialiseProfile = async (
  sofficePath: string,
  profileDir: string,
  home: string,
  timeoutMs: number,
): Promise<E.Either<string, void>> => {
  const tmpDir = path.join(path.dirname(profileDir), 'tmp');
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const child = spawnSoffice({ sofficePath, profileDir, cwd: path.dirname(profileDir), home, tmpDir }, ['--terminate_after_init']);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-2000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-2000)));
  let timer: NodeJS.Timeout | undefined;
  const outcome = await new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code === 0 ? 'ok' : `it stopped with ${signal ?? `code ${String(code)}`}`));
    child.once('error', (e) => resolve(`it could not be run: ${e.message}`));
    timer = setTimeout(() => resolve(`it did not finish within ${timeoutMs} ms`), timeoutMs);
  });
  clearTimeout(timer);
  if (child.pid !== undefined) killProcessGroup(child.pid);
  const complete = await access(path.join(profileDir, 'user', 'registrymodifications.xcu')).then(
    () => outcome === 'ok',
    () => false,
  );
  if (complete) return E.right(undefined);
  const why = outcome === 'ok' ? 'it made no profile' : outcome;
  return E.left(`LibreOffice could not prepare a profile: ${why}${output.trim() === '' ? '' : `; its output: ${output.trim()}`}`);
};
