import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` every 100 ms until it answers something other than undefined, and returns that;
 * fails naming `what` after `tries` polls (generous by default, a minute: the machine is shared).
 */
export const eventually = async <A>(what: string, check: () => Promise<A | undefined> | A | undefined, tries = 600): Promise<A> => {
  for (let n = 0; n < tries; n += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
};
