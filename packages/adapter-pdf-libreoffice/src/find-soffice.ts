import { accessSync, constants, statSync } from 'node:fs';
import * as path from 'node:path';
import * as O from 'fp-ts/Option';

const isExecutableFile = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The soffice executable to run: `sofficePath` itself when it names a file (contains a slash),
 * otherwise that name looked up on `searchPath` (the PATH variable). None when there is no such executable.
 */
export const findSoffice = (sofficePath: string, searchPath: string | undefined): O.Option<string> => {
  if (sofficePath.includes('/')) return isExecutableFile(sofficePath) ? O.some(path.resolve(sofficePath)) : O.none;
  const candidates = (searchPath ?? '')
    .split(path.delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => path.join(dir, sofficePath));
  return O.fromNullable(candidates.find(isExecutableFile));
};
