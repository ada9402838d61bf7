import { type CompiledTemplate, compileTemplate, type DocxLimits, mergeDocuments, renderTemplate, type Vocabulary } from '@quire/docx-engine/engine';
import type { MergeFailure, RenderFailure, RenderInput, RenderRefusal, RenderedDocument } from '@quire/ports/documents/document-renderer';
import type { MetricFamily } from '@quire/ports/platform/metrics-source';
import * as E from 'fp-ts/Either';
import type { CacheStats } from './bounded-cache';
import { nameKey } from '@quire/domain/names';

/*
 * The render's work on bytes and compiled templates, the same on the calling thread
 * (EngineDocumentRenderer) and in an engine worker (pool/engine-worker.ts).
 */

/** A template or snippet as a cache keeps it: compiled, or the engine's refusal of it (remembered too). */
export type Compiled = { readonly kind: 'template'; readonly template: CompiledTemplate } | { readonly kind: 'refused'; readonly refusal: RenderRefusal };

/** Compiles with the library's name key: the engine then matches names as the library keeps them apart. */
export const compileForRender = (bytes: Uint8Array, limits: Partial<DocxLimits> | undefined): Compiled => {
  const compiled = compileTemplate(bytes, { nameKey, ...(limits === undefined ? {} : { limits }) });
  // A stored template was accepted on upload; a refusal now means the limits were lowered since.
  return compiled.ok ? { kind: 'template', template: compiled.value } : { kind: 'refused', refusal: { code: 'template_invalid', message: compiled.error.message, diagnostics: [] } };
};

/**
 * A compiled template holds the package (its compressed bytes) and the text of every part it
 * rewrites, as UTF-16 strings plus the program built over them: counted as the file's size and
 * three bytes per character of those parts. An estimate, meant to keep the cache's memory bounded.
 */
export const compiledSize = (compiled: Compiled): number => {
  switch (compiled.kind) {
    case 'template':
      return compiled.template.package.size + compiled.template.programs.reduce((sum, program) => sum + 3 * compiled.template.package.text(program.part).length, 0);
    case 'refused':
      return 1024;
  }
};

export type RenderRequest = Pick<RenderInput, 'data' | 'settings'>;

/** Renders a compiled template with its snippets (by name as the library keeps them), the tenant's vocabulary (toEngineVocabulary) and the data. */
export const renderCompiled = (
  template: Compiled,
  snippets: ReadonlyArray<readonly [string, Compiled]>,
  vocabulary: Vocabulary,
  request: RenderRequest,
): E.Either<RenderRefusal, RenderedDocument> => {
  if (template.kind === 'refused') return E.left(template.refusal);
  // A snippet the engine refuses to read is handed over as none: the render names it (snippet_unavailable).
  const byName = new Map(snippets.flatMap(([name, compiled]) => (compiled.kind === 'template' ? [[nameKey(name), compiled.template] as const] : [])));
  const started = performance.now();
  // The port's settings carry the engine's option names: the choices and the one render-limits record, handed over as they are.
  const rendered = renderTemplate(template.template, request.data as Record<string, unknown>, {
    ...request.settings,
    vocabulary,
    resolveSnippet: (name) => byName.get(nameKey(name)),
  });
  const renderMs = performance.now() - started;
  return rendered.ok ? E.right({ bytes: rendered.value.bytes, warnings: rendered.value.warnings, renderMs }) : E.left(rendered.error);
};

export const renderRefused = (refusal: RenderRefusal): RenderFailure => ({ _tag: 'RenderRefused', refusal });

/** One document of several (a merged packet); the engine's refusal as the port's. */
export const mergeNow = (documents: ReadonlyArray<Uint8Array>, maxOutputBytes: number, limits: Partial<DocxLimits> | undefined): E.Either<MergeFailure, Uint8Array> => {
  const merged = mergeDocuments([...documents], { maxOutputBytes, ...(limits === undefined ? {} : { limits }) });
  if (merged.ok) return E.right(merged.value);
  return E.left(merged.error.code === 'output_too_large' ? { code: 'output_too_large', limit: maxOutputBytes } : { code: 'merge_failed', message: merged.error.message });
};

/** Several caches' figures as one (entries and bytes of those that have them). */
export const addCacheStats = (all: ReadonlyArray<Partial<CacheStats>>): CacheStats => {
  const sum = (pick: (stats: Partial<CacheStats>) => number | undefined) => all.reduce((total, stats) => total + (pick(stats) ?? 0), 0);
  return { entries: sum((s) => s.entries), bytes: sum((s) => s.bytes), hits: sum((s) => s.hits), misses: sum((s) => s.misses), evictions: sum((s) => s.evictions) };
};

/** The compiled-template cache's figures for `GET /metrics` (summed over the workers when there are several caches). */
export const cacheMetricFamilies = (stats: CacheStats): ReadonlyArray<MetricFamily> => {
  const gauge = (name: string, help: string, value: number): MetricFamily => ({ name, help, type: 'gauge', samples: [{ value }] });
  const counter = (name: string, help: string, value: number): MetricFamily => ({ name, help, type: 'counter', samples: [{ value }] });
  return [
    gauge('quire_template_cache_entries', 'Compiled templates and snippets in the cache.', stats.entries),
    gauge('quire_template_cache_bytes', 'Approximate memory the compiled-template cache holds, in bytes.', stats.bytes),
    counter('quire_template_cache_hits_total', 'Renders that found their template or snippet compiled.', stats.hits),
    counter('quire_template_cache_misses_total', 'Renders that read and compiled a template or snippet.', stats.misses),
    counter('quire_template_cache_evictions_total', 'Compiled templates dropped to keep the cache within its bounds.', stats.evictions),
  ];
};
