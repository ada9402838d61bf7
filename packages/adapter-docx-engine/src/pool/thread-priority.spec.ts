import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { lowerThreadPriority } from './thread-priority';

/** The nice value of the thread that reads it (field 19 of /proc/thread-self/stat). */
const NICE_OF_THIS_THREAD = `(() => { const stat = require('node:fs').readFileSync('/proc/thread-self/stat', 'utf8'); return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]); })()`;

const niceOf = (text: string): number => Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[16]);

/** Runs lowerThreadPriority(nice) in a worker thread of its own; answers what it said and the worker's nice value after. */
const inWorker = (nice: number): Promise<{ lowered: boolean; nice: number }> =>
  new Promise((resolve, reject) => {
    const code = `
      require('tsx/cjs');
      const { parentPort } = require('node:worker_threads');
      const { lowerThreadPriority } = require(${JSON.stringify(path.join(__dirname, 'thread-priority.ts'))});
      const lowered = lowerThreadPriority(${nice});
      parentPort.postMessage({ lowered, nice: ${NICE_OF_THIS_THREAD} });`;
    const worker = new Worker(code, { eval: true });
    worker.once('message', (message: { lowered: boolean; nice: number }) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });

const onLinux = process.platform === 'linux' ? describe : describe.skip;

onLinux('lowerThreadPriority', () => {
  it('lowers the calling thread alone: the worker runs at the nice value, the process’s main thread keeps its own', async () => {
    const before = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    expect(await inWorker(7)).toEqual({ lowered: before < 7, nice: Math.max(7, before) });
    expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(before);
  });

  it('leaves the thread as it is for 0', async () => {
    expect(lowerThreadPriority(0)).toBe(false);
    const before = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    expect(await inWorker(0)).toEqual({ lowered: false, nice: before });
  });
});
