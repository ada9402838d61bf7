import { normalizeName } from '@quire/docx-engine/template/vocabulary';
import {
  type CompiledTemplate,
  compileTemplate,
  type DocxLimits,
  mergeDocuments,
  renderTemplate,
  type RenderFailure as EngineRenderFailure,
} from '@quire/docx-engine/engine';
import type { DocumentRenderer, DocumentSource, MergeFailure, RenderFailure, RenderInput, RenderRefusal, RenderedDocument } from '@quire/ports/document-renderer';
import type { MetricFamily, MetricsSource } from '@quire/ports/metrics-source';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { BoundedCache, type CacheLimits, type CacheStats } from './bounded-cache';
import { toEngineVocabulary } from './engine-vocabulary';

export type EngineDocumentRendererOptions = {
  /** The compiled-template cache: entries and approximate bytes (TEMPLATE_CACHE_ENTRIES / TEMPLATE_CACHE_BYTES). */
  readonly cache?: Partial<CacheLimits>;
  /** The limits of SPEC §5 for reading a .docx; the engine's defaults where not given. */
  readonly limits?: Partial<DocxLimits>;
};

export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxEntries: 256, maxBytes: 256 * 1024 * 1024 };

type Cached = { readonly kind: 'template'; readonly template: CompiledTemplate } | { readonly kind: 'refused'; readonly refusal: RenderRefusal };

/** Thrown inside a load to leave the cache with a storage failure (never cached). */
class LoadFailed extends Error {
  constructor(readonly failure: RenderFailure) {
    super('load failed');
  }
}

/**
 * A compiled template holds the package (its compressed bytes) and the text of every part it
 * rewrites, as UTF-16 strings plus the program built over them: counted as the file's size and
 * three bytes per character of those parts. An estimate, meant to keep the cache's memory bounded.
 */
const approximateSize = (cached: Cached): number => {
  switch (cached.kind) {
    case 'template':
      return cached.template.package.size + cached.template.programs.reduce((sum, program) => sum + 3 * cached.template.package.text(program.part).length, 0);
    case 'refused':
      return 1024;
  }
};

// Snippets are looked up by name as the engine compares names.
const snippetKey = normalizeName;

const refusalOf = (failure: EngineRenderFailure): RenderRefusal => failure;

/**
 * The DocumentRenderer port on the document engine. Compiled templates and snippets are kept in
 * a bounded LRU cache keyed by the file's SHA-256: the nth generation from a template does
 * not read or parse it again, and a changed template or snippet has another digest, so nothing
 * is ever served stale. Compiling a template the engine refuses is remembered too (as the refusal).
 */
export class EngineDocumentRenderer implements DocumentRenderer, MetricsSource {
  private readonly cache: BoundedCache<Cached>;

  constructor(private readonly options: EngineDocumentRendererOptions = {}) {
    this.cache = new BoundedCache({ ...DEFAULT_CACHE_LIMITS, ...options.cache });
  }

  cacheStats(): CacheStats {
    return this.cache.stats();
  }

  metricFamilies(): ReadonlyArray<MetricFamily> {
    const stats = this.cache.stats();
    const gauge = (name: string, help: string, value: number): MetricFamily => ({ name, help, type: 'gauge', samples: [{ value }] });
    const counter = (name: string, help: string, value: number): MetricFamily => ({ name, help, type: 'counter', samples: [{ value }] });
    return [
      gauge('quire_template_cache_entries', 'Compiled templates and snippets in the cache.', stats.entries),
      gauge('quire_template_cache_bytes', 'Approximate memory the compiled-template cache holds, in bytes.', stats.bytes),
      counter('quire_template_cache_hits_total', 'Renders that found their template or snippet compiled.', stats.hits),
      counter('quire_template_cache_misses_total', 'Renders that read and compiled a template or snippet.', stats.misses),
      counter('quire_template_cache_evictions_total', 'Compiled templates dropped to keep the cache within its bounds.', stats.evictions),
    ];
  }

  render(input: RenderInput): TE.TaskEither<RenderFailure, RenderedDocument> {
    return async () => {
      try {
        const [template, snippets] = await Promise.all([
          this.compiled(input.template),
          Promise.all(input.snippets.map(async (snippet) => [snippetKey(snippet.name), await this.compiled(snippet.source)] as const)),
        ]);
        if (template.kind === 'refused') return E.left({ _tag: 'RenderRefused', refusal: template.refusal });
        // A snippet the engine refuses to read is handed over as none: the render names it (snippet_unavailable).
        const byName = new Map(snippets.flatMap(([name, cached]) => (cached.kind === 'template' ? [[name, cached.template] as const] : [])));
        const started = performance.now();
        const rendered = renderTemplate(template.template, input.data as Record<string, unknown>, {
          vocabulary: toEngineVocabulary(input.vocabulary),
          missing: input.settings.missing,
          locale: input.settings.locale,
          timeZone: input.settings.timeZone,
          keepContentControls: input.settings.keepContentControls,
          maxRepeatIterations: input.settings.maxRepeatIterations,
          maxOutputBytes: input.settings.maxOutputBytes,
          resolveSnippet: (name) => byName.get(snippetKey(name)),
        });
        const renderMs = performance.now() - started;
        return rendered.ok ? E.right({ bytes: rendered.value.bytes, warnings: rendered.value.warnings, renderMs }) : E.left({ _tag: 'RenderRefused', refusal: refusalOf(rendered.error) });
      } catch (error) {
        if (error instanceof LoadFailed) return E.left(error.failure);
        throw error;
      }
    };
  }

  merge(documents: ReadonlyArray<Uint8Array>, options: { readonly maxOutputBytes: number }): TE.TaskEither<MergeFailure, Uint8Array> {
    return () => {
      const merged = mergeDocuments([...documents], { maxOutputBytes: options.maxOutputBytes, ...(this.options.limits === undefined ? {} : { limits: this.options.limits }) });
      if (merged.ok) return Promise.resolve(E.right(merged.value));
      const failure: MergeFailure = merged.error.code === 'output_too_large' ? { _tag: 'MergeTooLarge', limit: options.maxOutputBytes } : { _tag: 'MergeRefused', message: merged.error.message };
      return Promise.resolve(E.left(failure));
    };
  }

  private async load(source: DocumentSource): Promise<Uint8Array> {
    const loaded = await source.load()();
    if (E.isLeft(loaded)) throw new LoadFailed(loaded.left);
    return loaded.right;
  }

  private compiled(source: DocumentSource): Promise<Cached> {
    return this.cache.getOrLoad(
      `template:${source.sha256}`,
      async (): Promise<Cached> => {
        const compiled = compileTemplate(await this.load(source), this.options.limits === undefined ? {} : { limits: this.options.limits });
        // A stored template was accepted on upload; a refusal now means the limits were lowered since.
        return compiled.ok ? { kind: 'template', template: compiled.value } : { kind: 'refused', refusal: { code: 'template_invalid', message: compiled.error.message, diagnostics: [] } };
      },
      approximateSize,
    );
  }
}
