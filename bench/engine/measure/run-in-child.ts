import { fork } from 'node:child_process';
import path from 'node:path';
import type { MeasureRequest, RoundMeasurement } from './measurement';

const CHILD = path.join(__dirname, '..', 'measure-child.ts');

/** Measures in a fresh `node --require tsx/cjs` process and answers what it reports. */
export const runInChild = (request: MeasureRequest): Promise<RoundMeasurement> =>
  new Promise((resolve) => {
    const child = fork(CHILD, [], { execArgv: ['--require', 'tsx/cjs'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let answered = false;
    const answer = (measurement: RoundMeasurement): void => {
      if (answered) return;
      answered = true;
      resolve(measurement);
    };
    child.once('message', (measurement: RoundMeasurement) => answer(measurement));
    child.once('exit', (code, signal) => {
      if (request.engine === 'baseline') answer({ kind: 'baseline', peakRssMiB: Number.NaN });
      else answer({ kind: 'failed', engine: request.engine, size: request.size, reason: `child exited (${signal ?? code}) without a result` });
    });
    child.send(request);
  });
