import { type DocxLimits, MAX_SNIPPET_DEPTH } from '@quire/docx-engine/engine';
import type { DocumentRenderer, DocumentSource, MergeFailure, RenderFailure, RenderInput, RenderedDocument } from '@quire/ports/documents/document-renderer';
import type { MetricFamily, MetricsSource } from '@quire/ports/platform/metrics-source';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { BoundedCache, type CacheLimits, type CacheStats } from './bounded-cache';
import { toEngineVocabulary } from './engine-vocabulary';
import type { InterviewInput, InterviewPlan, InterviewPlanner } from '@quire/ports/documents/interview-planner';
import { interviewOf } from './interview/interview-of';
import { cacheMetricFamilies, type Compiled, compiledSize, compileForRender, mergeNow, renderCompiled, renderRefused } from './render-compiled';

export type EngineDocumentRendererOptions = {
  /** The compiled-template cache: entries and approximate bytes (TEMPLATE_CACHE_ENTRIES / TEMPLATE_CACHE_BYTES). */
  readonly cache?: Partial<CacheLimits>;
  /** The limits of docs/limits.md#reading-a-docx for reading a .docx; the engine's defaults where not given. */
  readonly limits?: Partial<DocxLimits>;
};

export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 256, maxBytes: 256 * 1024 * 1024 };

const cacheKey = (sha256: string): string => `template:${sha256}`;

/** Thrown inside a load to leave the cache with a storage failure (never cached). */
class LoadFailed extends Error {
  constructor(readonly failure: RenderFailure) {
    super('load failed');
  }
}

/**
 * The DocumentRenderer port on the document engine. Compiled templates and snippets are kept in
 * a bounded LRU cache keyed by the file's SHA-256: the nth generation from a template does
 * not read or parse it again, and a changed template or snippet has another digest, so nothing
 * is ever served stale. Compiling a template the engine refuses is remembered too (as the refusal).
 */
export class EngineDocumentRenderer implements DocumentRenderer, InterviewPlanner, MetricsSource {
  readonly maxSnippetDepth = MAX_SNIPPET_DEPTH;
  private readonly cache: BoundedCache<Compiled>;

  constructor(private readonly options: EngineDocumentRendererOptions = {}) {
    this.cache = new BoundedCache({ ...DEFAULT_CACHE_LIMITS, ...options.cache }, compiledSize);
  }

  cacheStats(): CacheStats {
    return this.cache.stats();
  }

  /** Whether the document with this digest is compiled in the cache now (a render of it would not read or compile it). */
  holds(sha256: string): boolean {
    return this.cache.has(cacheKey(sha256));
  }

  metricFamilies(): ReadonlyArray<MetricFamily> {
    return cacheMetricFamilies(this.cache.stats());
  }

  render(input: RenderInput): TE.TaskEither<RenderFailure, RenderedDocument> {
    return async () => {
      try {
        const [template, snippets] = await Promise.all([
          this.compiled(input.template),
          Promise.all(input.snippets.map(async (snippet) => [snippet.name, await this.compiled(snippet.source)] as const)),
        ]);
        return E.mapLeft(renderRefused)(renderCompiled(template, snippets, toEngineVocabulary(input.vocabulary), input));
      } catch (error) {
        if (error instanceof LoadFailed) return E.left(error.failure);
        throw error;
      }
    };
  }

  /** The interview of templates kept compiled in the same cache as renders (docs/interviews.md). */
  plan(input: InterviewInput): TE.TaskEither<RenderFailure, InterviewPlan> {
    return async () => {
      try {
        const templates = await Promise.all(
          input.templates.map(async (entry) => ({
            sha256: entry.template.sha256,
            compiled: await this.compiled(entry.template),
            snippets: await Promise.all(entry.snippets.map(async (snippet) => ({ name: snippet.name, sha256: snippet.source.sha256, compiled: await this.compiled(snippet.source) }))),
          })),
        );
        return E.mapLeft(renderRefused)(interviewOf(templates, toEngineVocabulary(input.vocabulary), input.data));
      } catch (error) {
        if (error instanceof LoadFailed) return E.left(error.failure);
        throw error;
      }
    };
  }

  merge(documents: ReadonlyArray<Uint8Array>, options: { readonly maxOutputBytes: number }): TE.TaskEither<MergeFailure, Uint8Array> {
    return () => Promise.resolve(mergeNow(documents, options.maxOutputBytes, this.options.limits));
  }

  private async load(source: DocumentSource): Promise<Uint8Array> {
    const loaded = await source.load()();
    if (E.isLeft(loaded)) throw new LoadFailed(loaded.left);
    return loaded.right;
  }

  private compiled(source: DocumentSource): Promise<Compiled> {
    return this.cache.getOrLoad(cacheKey(source.sha256), async () => compileForRender(await this.load(source), this.options.limits));
  }
}
