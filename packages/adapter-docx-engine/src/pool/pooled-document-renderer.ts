import type { DocumentRenderer, DocumentSource, MergeFailure, RenderFailure, RenderInput, RenderedDocument } from '@quire/ports/document-renderer';
import type { MetricFamily, MetricsSource } from '@quire/ports/metrics-source';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { CacheStats } from '../bounded-cache';
import { cacheMetricFamilies, renderRefused } from '../render-compiled';
import type { EnginePool } from './engine-pool';
import type { DocumentRef } from './engine-task';
import { poolMetricFamilies } from './pool-metrics';

const buffersOf = (documents: ReadonlyArray<Uint8Array>): ArrayBuffer[] =>
  documents.flatMap((bytes) => (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer] : []));

/**
 * The DocumentRenderer port on the engine pool. Each worker keeps its own compiled templates (by
 * SHA-256); the pool remembers which worker holds which, and a render is sent with the digests
 * only. The bytes go along when no worker is known to hold a digest, or when the worker that took
 * the render says it lacks them (it never had them, or evicted them): the render is then sent
 * again with those bytes. Merged documents are moved to the worker, not copied: the caller is
 * done with them.
 */
export class PooledDocumentRenderer implements DocumentRenderer, MetricsSource {
  private readonly caches = new Map<number, CacheStats>();
  /** The counts of workers since replaced, so that the counters never go down. */
  private retired = { hits: 0, misses: 0, evictions: 0 };

  constructor(private readonly pool: EnginePool) {}

  render(input: RenderInput): TE.TaskEither<RenderFailure, RenderedDocument> {
    return async () => {
      const sources = [input.template, ...input.snippets.map((snippet) => snippet.source)];
      const sent = new Map<string, Uint8Array>();
      let wanted = sources.filter((source) => !this.pool.heldAnywhere(source.sha256)).map((source) => source.sha256);
      // Each round sends the bytes of more digests; once all go along, the worker cannot lack any.
      for (;;) {
        const loaded = await loadInto(sent, sources, wanted);
        if (E.isLeft(loaded)) return loaded;
        const ref = (source: DocumentSource): DocumentRef => {
          const bytes = sent.get(source.sha256);
          return bytes === undefined ? { sha256: source.sha256 } : { sha256: source.sha256, bytes };
        };
        const ran = await this.pool.run<'render'>(
          {
            kind: 'render',
            template: ref(input.template),
            snippets: input.snippets.map((snippet) => ({ name: snippet.name, document: ref(snippet.source) })),
            // Only what a render reads: the caller's vocabulary may be a richer object (a library view) that does not cross threads.
            vocabulary: { aliases: input.vocabulary.aliases, rules: input.vocabulary.rules },
            data: input.data,
            settings: input.settings,
          },
          { limit: 'generation', prefers: input.template.sha256 },
        );
        if (E.isLeft(ran)) return ran;
        const { result, workerId } = ran.right;
        if (result.kind === 'missing') {
          if (result.sha256s.every((sha256) => sent.has(sha256))) throw new Error('an engine worker lacks a template it was sent');
          this.pool.forget(workerId, result.sha256s);
          wanted = [...result.sha256s];
          continue;
        }
        this.pool.remember(workerId, sources.map((source) => source.sha256));
        this.caches.set(workerId, result.cache);
        return E.mapLeft(renderRefused)(result.rendered);
      }
    };
  }

  merge(documents: ReadonlyArray<Uint8Array>, options: { readonly maxOutputBytes: number }): TE.TaskEither<MergeFailure, Uint8Array> {
    return async () => {
      const ran = await this.pool.run<'merge'>({ kind: 'merge', documents, maxOutputBytes: options.maxOutputBytes }, { limit: 'generation', transfer: buffersOf(documents) });
      return E.isLeft(ran) ? ran : ran.right.result;
    };
  }

  /** The compiled-template caches of the workers that rendered, summed, and the pool's own figures. */
  metricFamilies(): ReadonlyArray<MetricFamily> {
    const live = this.pool.workerIds();
    for (const [workerId, stats] of this.caches) {
      if (live.has(workerId)) continue;
      this.retired = { hits: this.retired.hits + stats.hits, misses: this.retired.misses + stats.misses, evictions: this.retired.evictions + stats.evictions };
      this.caches.delete(workerId);
    }
    const sum = (pick: (stats: CacheStats) => number) => [...this.caches.values()].reduce((total, stats) => total + pick(stats), 0);
    const { hits, misses, evictions } = this.retired;
    return [
      ...cacheMetricFamilies({
        entries: sum((s) => s.entries),
        bytes: sum((s) => s.bytes),
        hits: hits + sum((s) => s.hits),
        misses: misses + sum((s) => s.misses),
        evictions: evictions + sum((s) => s.evictions),
      }),
      ...poolMetricFamilies(this.pool.stats()),
    ];
  }
}

/** Reads the bytes of the wanted digests not yet read; a storage failure ends the render. */
const loadInto = async (sent: Map<string, Uint8Array>, sources: ReadonlyArray<DocumentSource>, wanted: ReadonlyArray<string>): Promise<E.Either<RenderFailure, void>> => {
  for (const source of sources) {
    if (!wanted.includes(source.sha256) || sent.has(source.sha256)) continue;
    const loaded = await source.load()();
    if (E.isLeft(loaded)) return loaded;
    sent.set(source.sha256, loaded.right);
  }
  return E.right(undefined);
};
