import { AliasFormatCheckerToken } from '@quire/ports/library/alias-format-checker';
import { ArchiveWriterToken } from '@quire/ports/documents/archive-writer';
import { DocumentRendererToken } from '@quire/ports/documents/document-renderer';
import { DocumentAnalyserToken } from '@quire/ports/documents/document-analyser';
import { InterviewPlannerToken } from '@quire/ports/documents/interview-planner';
import { MetricsSourceToken } from '@quire/ports/platform/metrics-source';
import { RuleLanguageToken } from '@quire/ports/library/rule-language';
import { TextDocumentWriterToken } from '@quire/ports/documents/text-document-writer';
import { ContainerModule } from 'inversify';
import { DocxTextDocumentWriter } from './docx-text-document-writer';
import { EngineAliasFormatChecker } from './engine-alias-format-checker';
import { EngineDocumentAnalyser, type EngineDocumentAnalyserOptions } from './analysis/engine-document-analyser';
import { EngineDocumentRenderer, type EngineDocumentRendererOptions } from './engine-document-renderer';
import { ExpressionsRuleLanguage } from './expressions-rule-language';
import { FflateArchiveWriter } from './fflate-archive-writer';
import type { EnginePool } from './pool/engine-pool';
import { PooledArchiveWriter } from './pool/pooled-archive-writer';
import { PooledDocumentAnalyser } from './pool/pooled-document-analyser';
import { PooledDocumentRenderer } from './pool/pooled-document-renderer';
import { PooledTextDocumentWriter } from './pool/pooled-text-document-writer';
import { StoredZipWriter } from './jobs/stored-zip-writer';
import { ZipStreamWriterToken } from '@quire/ports/documents/zip-stream-writer';

export type DocxEngineAdapterOptions = EngineDocumentAnalyserOptions & {
  readonly renderer?: EngineDocumentRendererOptions;
  /**
   * The engine's worker threads (ADR 0042): analysis, render, merge, text-to-.docx and zip run
   * there (the pool carries its own limits and cache bounds; `limits` and `renderer` are then
   * unused). Without one the engine runs on the calling thread (ENGINE_THREADS=0, tests).
   */
  readonly pool?: EnginePool;
};

/**
 * Binds the RuleLanguage, DocumentAnalyser, TextDocumentWriter and AliasFormatChecker ports to the
 * document engine (each a stateless singleton), and DocumentRenderer (one compiled-template cache
 * per container, `renderer` sets its bounds; its figures are a MetricsSource) and ArchiveWriter; InterviewPlanner is the renderer (its cache).
 * With a `pool`, the document work runs in its worker threads (the pool is the caller's to close).
 */
export const docxEngineAdapterModule = (options: DocxEngineAdapterOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(RuleLanguageToken).toConstantValue(new ExpressionsRuleLanguage());
    bind(DocumentAnalyserToken).toConstantValue(options.pool === undefined ? new EngineDocumentAnalyser(options) : new PooledDocumentAnalyser(options.pool));
    bind(TextDocumentWriterToken).toConstantValue(options.pool === undefined ? new DocxTextDocumentWriter() : new PooledTextDocumentWriter(options.pool));
    bind(AliasFormatCheckerToken).toConstantValue(new EngineAliasFormatChecker());
    const renderer =
      options.pool === undefined
        ? new EngineDocumentRenderer({ ...options.renderer, ...(options.limits === undefined ? {} : { limits: options.limits }) })
        : new PooledDocumentRenderer(options.pool);
    bind(DocumentRendererToken).toConstantValue(renderer);
    // Interviews read the renderer's compiled templates: one cache for both.
    bind(InterviewPlannerToken).toConstantValue(renderer);
    bind(MetricsSourceToken).toConstantValue(renderer);
    bind(ArchiveWriterToken).toConstantValue(options.pool === undefined ? new FflateArchiveWriter() : new PooledArchiveWriter(options.pool));
    // A job's result: stored entries (compressed documents already), streamed; CRC-32 in native code, a document at a time.
    bind(ZipStreamWriterToken).toConstantValue(new StoredZipWriter());
  });
