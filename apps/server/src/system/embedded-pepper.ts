import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

export const PEPPER_FILE = 'key-pepper';

/**
 * The embedded store's pepper: generated on first start and kept in the data folder, readable
 * by the owner only (0600). Refuses a pepper file that others can read, since anyone holding
 * it and a database copy could test guessed keys offline.
 */
export const loadOrCreateEmbeddedPepper = (dataDir: string): string => {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, PEPPER_FILE);
  try {
    const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL, 0o600);
    fs.writeSync(fd, randomBytes(32).toString('base64url'));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const mode = fs.statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0) throw new Error(`the key pepper file in DATA_DIR must have mode 0600 (it has ${mode.toString(8)})`);
  const pepper = fs.readFileSync(file, 'utf8').trim();
  if (pepper.length < 32) throw new Error('the key pepper file in DATA_DIR is damaged (too short)');
  return pepper;
};
