import type { TooComplex } from '@quire/ports/documents/too-complex';
import type { TaskTimeLimit } from './engine-task';

/** Seconds as people write them: "10 s", "2.5 s", "0.2 s". */
const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;

/** What a task stopped at a limit is answered with: the limit named, and what to do about it. */
export const tooComplex = {
  time: (limit: TaskTimeLimit, timeoutMs: number): TooComplex => ({
    _tag: 'TooComplex',
    code: 'too_complex',
    limit: 'time',
    message: `The ${limit} took longer than ${seconds(timeoutMs)} and was stopped; the document is too complex. Split it into smaller documents or simplify it.`,
  }),
  memory: (workerMemoryMb: number): TooComplex => ({
    _tag: 'TooComplex',
    code: 'too_complex',
    limit: 'memory',
    message: `The document needed more than ${workerMemoryMb} MiB of memory and was stopped; it is too complex. Split it into smaller documents or simplify it.`,
  }),
};
