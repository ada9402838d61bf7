import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority to `nice`, never raises it (Linux: `setpriority` on the thread's own id,
 * read from /proc/thread-self, changes that thread alone). Answers whether it did: elsewhere, or
 * when the system refuses, the thread keeps its priority.
 */
export const lowerThreadPriority = (nice: number): boolean => {
  if (nice <= 0 || process.platform !== 'linux') return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    const target = Math.min(19, Math.floor(nice));
    if (!Number.isInteger(threadId) || threadId <= 0 || getPriority(threadId) >= target) return false;
    setPriority(threadId, target);
    return true;
  } catch {
    return false;
  }
};
