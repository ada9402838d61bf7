import { watch, type FSWatcher } from 'node:fs';
import { access } from 'node:fs/promises';
import * as path from 'node:path';

const exists = (file: string): Promise<boolean> =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The first of `names` (in that order of preference) that exists in `dir`, looked for on every change
 * of the directory (inotify) and, in case an event is missed, every `pollMs`. Undefined when `stop`
 * settles first.
 */
export const firstFileIn = (dir: string, names: ReadonlyArray<string>, stop: Promise<unknown>, pollMs = 100): Promise<string | undefined> =>
  new Promise((resolve) => {
    let done = false;
    let checking = false;
    let again = false;
    let watcher: FSWatcher | undefined;
    const finish = (found: string | undefined): void => {
      if (done) return;
      done = true;
      watcher?.close();
      clearInterval(timer);
      resolve(found);
    };
    const check = async (): Promise<void> => {
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      do {
        again = false;
        for (const name of names) {
          if (done) break;
          if (await exists(path.join(dir, name))) finish(name);
        }
      } while (again && !done);
      checking = false;
    };
    try {
      watcher = watch(dir, () => void check());
      watcher.on('error', () => undefined);
    } catch {
      watcher = undefined;
    }
    const timer = setInterval(() => void check(), pollMs);
    void stop.then(
      () => finish(undefined),
      () => finish(undefined),
    );
    void check();
  });
