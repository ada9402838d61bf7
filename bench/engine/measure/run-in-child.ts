import path from 'node:path';
import { askChild } from './ask-child';
import type { MeasureRequest, RoundMeasurement } from './measurement';

const CHILD = path.join(__dirname, '..', 'measure-child.ts');

/** Measures in a fresh `node --require tsx/cjs` process and answers what it reports. */
export const runInChild = (request: MeasureRequest): Promise<RoundMeasurement> =>
  askChild(CHILD, request, (exit): RoundMeasurement =>
    request.engine === 'baseline'
      ? { kind: 'baseline', peakRssMiB: Number.NaN }
      : { kind: 'failed', engine: request.engine, size: request.size, reason: `child exited (${exit}) without a result` },
  );
