import type { CompareLimits, DocxLimits } from '@quire/docx-engine/engine';
import type { AnalysisVocabulary, DocumentAnalysis, DocumentRefused } from '@quire/ports/documents/document-analyser';
import type { MergeFailure, RenderRefusal, RenderVocabulary, RenderedDocument } from '@quire/ports/documents/document-renderer';
import type { InterviewPlan } from '@quire/ports/documents/interview-planner';
import type { PdfFieldValue, PdfPart, PdfRefused } from '@quire/ports/documents/pdf-forms';
import type { CertificateRefused, SealInput, SigningKey } from '@quire/ports/documents/pdf-seals';
import type { CertificateFacts } from '@quire/domain/settings/signing-certificate';
import type { PdfFormDescription } from '@quire/domain/library/form-templates/pdf-form-fields';
import type * as E from 'fp-ts/Either';
import type { CacheLimits, CacheStats } from '../bounded-cache';
import type { CompareOutcome } from '../compare/engine-document-comparer';
import type { RenderRequest } from '../render-compiled';
import type { FillRefusal } from '../pdf/pdf-form-work';
import type { SealRefusal } from '../pdf/pdf-seal-work';

/** What every worker of a pool is started with (its workerData): the same for all its tasks. */
export type EngineWorkerSetup = {
  /** The limits of docs/limits.md#reading-a-docx for reading a .docx; the engine's defaults where not given. */
  readonly limits?: Partial<DocxLimits>;
  /** The analysis's text preview is cut at this many characters. */
  readonly maxTextLength?: number;
  /** This worker's compiled-template cache. */
  readonly cache?: Partial<CacheLimits>;
  /** Where the PDF forms' fallback fonts are installed (the worker's bundle sits away from node_modules). */
  readonly fontFiles?: Readonly<Record<string, string>>;
  /** The limits of a compare (each file's size, the blocks read, its time); the engine's defaults where not given. */
  readonly compare?: Partial<CompareLimits>;
  /** The worker thread's nice value on Linux (0 to 19; the server's ENGINE_WORKER_NICE, 10): above 0, the HTTP threads come first when the cores are busy. */
  readonly nice?: number;
};

/** Reads an upload: the engine's refusal, or the analysis and the text preview. */
export type AnalyseTask = { readonly kind: 'analyse'; readonly bytes: Uint8Array; readonly vocabulary: AnalysisVocabulary };
export type AnalyseResult = E.Either<DocumentRefused, DocumentAnalysis>;

/** A template or snippet by digest; its bytes go along only when the worker is not known to hold it compiled. */
export type DocumentRef = { readonly sha256: string; readonly bytes?: Uint8Array };

/** The tenant's vocabulary by a key of the pool's (`vocabulary:<n>`); its terms go along only when the worker is not known to hold it. */
export type VocabularyRef = { readonly key: string; readonly terms?: RenderVocabulary };

/** Fills a template: its snippets by name, the tenant's vocabulary, the data and the settings. */
export type RenderTask = RenderRequest & {
  readonly kind: 'render';
  readonly template: DocumentRef;
  readonly snippets: ReadonlyArray<{ readonly name: string; readonly document: DocumentRef }>;
  readonly vocabulary: VocabularyRef;
};
/**
 * The keys (digests, the vocabulary's key) the worker lacks: it was sent nothing for them and has
 * not, or no longer, kept them; the task is sent again with them. Or the render, with the worker's
 * cache figures.
 */
export type RenderResult =
  | { readonly kind: 'missing'; readonly keys: ReadonlyArray<string> }
  | { readonly kind: 'rendered'; readonly rendered: E.Either<RenderRefusal, RenderedDocument>; readonly cache: CacheStats };

/** The interview of templates (a packet in order), each with its snippets; with data, which questions are relevant (docs/interviews.md). */
export type InterviewTask = {
  readonly kind: 'interview';
  readonly templates: ReadonlyArray<{ readonly template: DocumentRef; readonly snippets: ReadonlyArray<{ readonly name: string; readonly document: DocumentRef }> }>;
  readonly vocabulary: VocabularyRef;
  readonly data?: Readonly<Record<string, unknown>>;
};
/** As a render's: the keys the worker lacks, or the plan. */
export type InterviewResult = { readonly kind: 'missing'; readonly keys: ReadonlyArray<string> } | { readonly kind: 'planned'; readonly plan: E.Either<RenderRefusal, InterviewPlan> };

export type MergeTask = { readonly kind: 'merge'; readonly documents: ReadonlyArray<Uint8Array>; readonly maxOutputBytes: number };
export type TextToDocxTask = { readonly kind: 'text-to-docx'; readonly text: string };
/** Two files compared: the revised one with tracked changes against the original, recorded at `at` (ISO 8601). */
export type CompareTask = { readonly kind: 'compare'; readonly original: Uint8Array; readonly revised: Uint8Array; readonly at: string };
export type ZipTask = { readonly kind: 'zip'; readonly files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }> };

/** A PDF form's pages and fields (an upload: the analysis time limit). */
export type PdfReadTask = { readonly kind: 'pdf-read'; readonly bytes: Uint8Array };
/** A PDF form filled by field name, flattened or not. */
export type PdfFillTask = { readonly kind: 'pdf-fill'; readonly bytes: Uint8Array; readonly values: Readonly<Record<string, PdfFieldValue>>; readonly flatten: boolean };
/** PDFs merged with a bookmark per part. */
export type PdfMergeTask = { readonly kind: 'pdf-merge'; readonly parts: ReadonlyArray<PdfPart> };
/** A PKCS#12 opened with its passphrase, to read its certificate (an upload: the analysis time limit). */
export type PdfCertificateTask = { readonly kind: 'pdf-certificate'; readonly key: SigningKey };
/** A PDF sealed with a PKCS#12 (the worker keeps the few keys it opened last). */
export type PdfSealTask = SealInput & { readonly kind: 'pdf-seal' };

/** Each kind of task a worker runs, with what it answers. */
export type EngineTasks = {
  readonly analyse: { readonly task: AnalyseTask; readonly result: AnalyseResult };
  readonly render: { readonly task: RenderTask; readonly result: RenderResult };
  readonly interview: { readonly task: InterviewTask; readonly result: InterviewResult };
  readonly merge: { readonly task: MergeTask; readonly result: E.Either<MergeFailure, Uint8Array> };
  readonly 'text-to-docx': { readonly task: TextToDocxTask; readonly result: Uint8Array };
  readonly zip: { readonly task: ZipTask; readonly result: Uint8Array };
  readonly 'pdf-read': { readonly task: PdfReadTask; readonly result: E.Either<PdfRefused, PdfFormDescription> };
  readonly 'pdf-fill': { readonly task: PdfFillTask; readonly result: E.Either<FillRefusal, { readonly bytes: Uint8Array; readonly missingGlyphs: ReadonlyArray<string> }> };
  readonly 'pdf-merge': { readonly task: PdfMergeTask; readonly result: E.Either<PdfRefused & { readonly part: number }, Uint8Array> };
  readonly 'pdf-certificate': { readonly task: PdfCertificateTask; readonly result: E.Either<CertificateRefused, CertificateFacts> };
  readonly 'pdf-seal': { readonly task: PdfSealTask; readonly result: E.Either<SealRefusal, Uint8Array> };
  readonly compare: { readonly task: CompareTask; readonly result: CompareOutcome };
};
export type EngineTaskKind = keyof EngineTasks;
export type EngineTask = EngineTasks[EngineTaskKind]['task'];
export type EngineResult<K extends EngineTaskKind> = EngineTasks[K]['result'];

/** Which time limit a task runs under: reading an upload, or making a document (render, merge, zip). */
export type TaskTimeLimit = 'analysis' | 'generation';

