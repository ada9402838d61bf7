import type { DocxLimits } from '@quire/docx-engine/engine';
import type { AnalysisVocabulary, DocumentAnalysis, DocumentRefused } from '@quire/ports/document-analyzer';
import type * as E from 'fp-ts/Either';
import type { CacheLimits } from '../bounded-cache';

/** What every worker of a pool is started with (its workerData): the same for all its tasks. */
export type EngineWorkerSetup = {
  /** The limits of SPEC §5 for reading a .docx; the engine's defaults where not given. */
  readonly limits?: Partial<DocxLimits>;
  /** The analysis's text preview is cut at this many characters. */
  readonly maxTextLength?: number;
};

/** Reads an upload: the engine's refusal, or the analysis and the text preview. */
export type AnalyseTask = { readonly kind: 'analyse'; readonly bytes: Uint8Array; readonly vocabulary: AnalysisVocabulary };
export type AnalyseResult = E.Either<DocumentRefused, DocumentAnalysis>;

/** Each kind of task a worker runs, with what it answers. */
export type EngineTasks = {
  readonly analyse: { readonly task: AnalyseTask; readonly result: AnalyseResult };
};
export type EngineTaskKind = keyof EngineTasks;
export type EngineTask = EngineTasks[EngineTaskKind]['task'];
export type EngineResult<K extends EngineTaskKind> = EngineTasks[K]['result'];

/** Which time limit a task runs under: reading an upload, or making a document (render, merge, zip). */
export type TaskTimeLimit = 'analysis' | 'generation';

export type { CacheLimits };
