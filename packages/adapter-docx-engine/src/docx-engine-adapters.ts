import { EngineDocumentComparer } from './compare/engine-document-comparer';
import { DocxTextDocumentWriter } from './docx-text-document-writer';
import { EngineAliasFormatChecker } from './engine-alias-format-checker';
import { EngineDocumentAnalyser, type EngineDocumentAnalyserOptions } from './analysis/engine-document-analyser';
import { EngineDocumentRenderer, type EngineDocumentRendererOptions } from './engine-document-renderer';
import { ExpressionsRuleLanguage } from './expressions-rule-language';
import { FflateArchiveWriter } from './fflate-archive-writer';
import { type EnginePool, workerCacheLimits as oneWorkersShare } from './pool/engine-pool';
import { DEFAULT_INLINE_RENDER_MS, LightRenderLane } from './pool/light-render-lane';
import type { CacheLimits } from './bounded-cache';
import { PooledArchiveWriter } from './pool/pooled-archive-writer';
import { PooledDocumentAnalyser } from './pool/pooled-document-analyser';
import { PooledDocumentComparer } from './pool/pooled-document-comparer';
import { PooledDocumentRenderer } from './pool/pooled-document-renderer';
import { PooledPdfForms } from './pool/pooled-pdf-forms';
import { InProcessPdfForms } from './pdf/in-process-pdf-forms';
import { PooledTextDocumentWriter } from './pool/pooled-text-document-writer';
import { StoredZipWriter } from './jobs/stored-zip-writer';
import type { Ports } from '@quire/ports/ports';

export type DocxEngineAdapterOptions = EngineDocumentAnalyserOptions & {
  readonly renderer?: EngineDocumentRendererOptions;
  /**
   * The engine's worker threads (ADR 0042): analysis, render, merge, text-to-.docx and zip run
   * there (the pool carries its own limits and cache bounds; `limits` and `renderer` then
   * serve only the light renders of `inlineRenderMs`). Without one the engine runs on the calling thread (ENGINE_THREADS=0, tests).
   */
  readonly pool?: EnginePool;
  /**
   * With a pool: renders of templates that rendered in under this many ms lately, with small data,
   * run on the calling thread (ADR 0135; ENGINE_INLINE_RENDER_MS, default 1; 0: every render on the pool).
   * That thread keeps its compiled templates in a cache of one worker's share of `renderer.cache`.
   */
  readonly inlineRenderMs?: number;
};

/** The ports the document engine stands behind, and what it reports for `GET /metrics`. */
export type DocxEngineAdapters = Pick<Ports, 'ruleLanguage' | 'analyser' | 'textWriter' | 'formats' | 'renderer' | 'comparer' | 'planner' | 'archive' | 'zipWriter' | 'pdfForms' | 'metrics'>;

/**
 * The engine behind its ports: the rule language, the analyser, the text-to-.docx writer and the
 * alias format checker (each stateless), the comparer of two documents, the renderer (one compiled-template cache, `renderer` sets
 * its bounds; its figures are a MetricsSource) which is also the interview planner (interviews read
 * its compiled templates: one cache for both), the packet archive writer, and the streamed zip of a
 * job's result (stored entries: compressed documents already; CRC-32 in native code, a document at a
 * time). With a `pool`, the document work runs in its worker threads (the pool is the caller's to close).
 */
export const docxEngineAdapters = (options: DocxEngineAdapterOptions = {}): DocxEngineAdapters => {
  const { pool } = options;
  const inProcess = (cache?: Partial<CacheLimits>) => new EngineDocumentRenderer({ ...options.renderer, ...(cache === undefined ? {} : { cache }), ...(options.limits === undefined ? {} : { limits: options.limits }) });
  const inlineMs = options.inlineRenderMs ?? DEFAULT_INLINE_RENDER_MS;
  const renderer =
    pool === undefined
      ? inProcess()
      : inlineMs > 0
        ? new LightRenderLane(new PooledDocumentRenderer(pool), inProcess(oneWorkersShare(options.renderer?.cache ?? {}, pool.stats().threads)), { inlineMs })
        : new PooledDocumentRenderer(pool);
  return {
    ruleLanguage: new ExpressionsRuleLanguage(),
    analyser: pool === undefined ? new EngineDocumentAnalyser(options) : new PooledDocumentAnalyser(pool),
    textWriter: pool === undefined ? new DocxTextDocumentWriter() : new PooledTextDocumentWriter(pool),
    formats: new EngineAliasFormatChecker(),
    renderer,
    comparer: pool === undefined ? new EngineDocumentComparer() : new PooledDocumentComparer(pool),
    planner: renderer,
    archive: pool === undefined ? new FflateArchiveWriter() : new PooledArchiveWriter(pool),
    zipWriter: new StoredZipWriter(),
    pdfForms: pool === undefined ? new InProcessPdfForms() : new PooledPdfForms(pool),
    metrics: [renderer],
  };
};
