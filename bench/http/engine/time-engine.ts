import path from 'node:path';
import { askChild } from '../../engine/measure/ask-child';
import type { EngineTiming, EngineTimingRequest } from './engine-timing';

const CHILD = path.join(__dirname, 'engine-child.ts');

/** Times Quire's engine in a fresh `node --require tsx/cjs` process and answers what it reports. */
export const timeEngine = (request: EngineTimingRequest): Promise<EngineTiming> =>
  askChild(CHILD, request, (exit): EngineTiming => ({ kind: 'failed', size: request.size, reason: `child exited (${exit}) without a result` }));
