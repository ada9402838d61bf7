/*
 * The entry of an engine worker thread (bundled to JavaScript by worker-script.ts, started by
 * piscina): each task is a plain function of bytes and data, run synchronously; the pool on the
 * HTTP thread owns the time and memory limits.
 */
import { workerData } from 'node:worker_threads';
import { EngineDocumentAnalyzer } from '../engine-document-analyzer';
import type { EngineResult, EngineTask, EngineTaskKind, EngineWorkerSetup } from './engine-task';

const setup = workerData as EngineWorkerSetup;
const analyzer = new EngineDocumentAnalyzer(setup);

export default function runEngineTask(task: EngineTask): EngineResult<EngineTaskKind> {
  switch (task.kind) {
    case 'analyse':
      return analyzer.analyseNow(task.bytes, task.vocabulary);
  }
}
