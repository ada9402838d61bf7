import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's python, where python3-docx is installed (a pyenv python first on PATH may have no docx). */
export const SYSTEM_PYTHON = '/usr/bin/python3';

/**
 * What a python script, given the bytes as a file (its path is `sys.argv[1]`, then `args`), prints
 * as JSON: how the tests let another reader (zipfile, python-docx) judge what Quire wrote. The file
 * lives in a temporary folder removed afterwards.
 */
export const pythonReads = <A>(bytes: Uint8Array, fileName: string, script: ReadonlyArray<string>, args: ReadonlyArray<string> = []): A => {
  const dir = mkdtempSync(join(tmpdir(), 'quire-python-'));
  try {
    const file = join(dir, fileName);
    writeFileSync(file, bytes);
    return JSON.parse(execFileSync(SYSTEM_PYTHON, ['-c', script.join('\n'), file, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })) as A;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
