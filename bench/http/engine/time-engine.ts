import { fork } from 'node:child_process';
import path from 'node:path';
import type { EngineTiming, EngineTimingRequest } from './engine-timing';

const CHILD = path.join(__dirname, 'engine-child.ts');

/** Times Quire's engine in a fresh `node --require tsx/cjs` process and answers what it reports. */
export const timeEngine = (request: EngineTimingRequest): Promise<EngineTiming> =>
  new Promise((resolve) => {
    const child = fork(CHILD, [], { execArgv: ['--require', 'tsx/cjs'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answered = false;
    const answer = (timing: EngineTiming): void => {
      if (answered) return;
      answered = true;
      resolve(timing);
    };
    child.once('message', (timing: EngineTiming) => answer(timing));
    child.once('exit', (code, signal) => answer({ kind: 'failed', size: request.size, reason: `child exited (${signal ?? code}) without a result` }));
    child.send(request);
  });
