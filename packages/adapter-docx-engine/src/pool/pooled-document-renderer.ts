import type { DocumentRenderer, DocumentSource, MergeFailure, RenderFailure, RenderInput, RenderVocabulary, RenderedDocument } from '@quire/ports/documents/document-renderer';
import type { MetricFamily, MetricsSource } from '@quire/ports/platform/metrics-source';
import { MAX_SNIPPET_DEPTH } from '@quire/docx-engine/engine';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { CacheStats } from '../bounded-cache';
import { addCacheStats, cacheMetricFamilies, renderRefused } from '../render-compiled';
import type { EnginePool } from './engine-pool';
import type { InterviewInput, InterviewPlan, InterviewPlanner } from '@quire/ports/documents/interview-planner';
import type { DocumentRef, EngineResult, EngineTasks, InterviewTask, RenderTask, VocabularyRef } from './engine-task';
import { poolMetricFamilies } from './pool-metrics';

const buffersOf = (documents: ReadonlyArray<Uint8Array>): ArrayBuffer[] =>
  documents.flatMap((bytes) => (bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer] : []));

/**
 * The DocumentRenderer port on the engine pool. Each worker keeps its own compiled templates (by
 * SHA-256) and the vocabularies it was sent (by identity of the caller's object); the pool
 * remembers which worker holds which, and a render is sent with the digests and the vocabulary's
 * key only. Bytes and terms go along when no worker is known to hold them, or when the worker that
 * took the render says it lacks them (it never had them, or evicted them): the render is then
 * sent again with them. Merged documents are moved to the worker, not copied: the caller is
 * done with them.
 */
export class PooledDocumentRenderer implements DocumentRenderer, InterviewPlanner, MetricsSource {
  readonly maxSnippetDepth = MAX_SNIPPET_DEPTH;
  private readonly caches = new Map<number, CacheStats>();
  /** The counts of workers since replaced, so that the counters never go down. */
  private retired = { hits: 0, misses: 0, evictions: 0 };

  /** Vocabularies by identity (a library snapshot's is the same object for as long as the library is unchanged). */
  private readonly vocabularyKeys = new WeakMap<RenderVocabulary, string>();
  private vocabularies = 0;
  /** Tasks sent again because the worker that took them lacked a template or the vocabulary. */
  private resent = 0;

  constructor(private readonly pool: EnginePool) {}

  render(input: RenderInput): TE.TaskEither<RenderFailure, RenderedDocument> {
    return async () => {
      const ran = await this.runHeld<'render'>(
        [input.template, ...input.snippets.map((snippet) => snippet.source)],
        input.vocabulary,
        (sent, vocabulary) => renderTask(input, sent, vocabulary),
        input.template.sha256,
      );
      return E.isLeft(ran) ? ran : E.mapLeft(renderRefused)(ran.right.rendered);
    };
  }

  /** The interview on a worker that holds the templates compiled when one is free (docs/interviews.md), sent as a render is. */
  plan(input: InterviewInput): TE.TaskEither<RenderFailure, InterviewPlan> {
    return async () => {
      const sources = input.templates.flatMap((entry) => [entry.template, ...entry.snippets.map((snippet) => snippet.source)]);
      const ran = await this.runHeld<'interview'>(sources, input.vocabulary, (sent, vocabulary) => interviewTask(input, sent, vocabulary), input.templates[0]?.template.sha256);
      return E.isLeft(ran) ? ran : E.mapLeft(renderRefused)(ran.right.plan);
    };
  }

  /**
   * Runs a task that reads compiled documents and a vocabulary by key: sent with bytes and terms only
   * for what no worker is known to hold, and again with what the worker says it lacks. Each round
   * sends more; once everything goes along, the worker cannot lack anything.
   */
  private async runHeld<K extends 'render' | 'interview'>(
    sources: ReadonlyArray<DocumentSource>,
    terms: RenderVocabulary,
    task: (sent: ReadonlyMap<string, Uint8Array>, vocabulary: VocabularyRef) => EngineTasks[K]['task'],
    prefers: string | undefined,
  ): Promise<E.Either<RenderFailure, Exclude<EngineResult<K>, { readonly kind: 'missing' }>>> {
    const vocabularyKey = this.vocabularyKeyOf(terms);
    const keys = [...sources.map((source) => source.sha256), vocabularyKey];
    const sent = new Map<string, Uint8Array>();
    let wanted = keys.filter((key) => !this.pool.heldAnywhere(key));
    for (;;) {
      const loaded = await loadInto(sent, sources, wanted);
      if (E.isLeft(loaded)) return loaded;
      const withTerms = wanted.includes(vocabularyKey) ? { key: vocabularyKey, terms } : { key: vocabularyKey };
      const ran = await this.pool.run<K>(task(sent, withTerms), { limit: 'generation', ...(prefers === undefined ? {} : { prefers }) });
      if (E.isLeft(ran)) return ran;
      const { result, workerId } = ran.right as { readonly result: EngineResult<'render'> | EngineResult<'interview'>; readonly workerId: number };
      if (result.kind === 'missing') {
        if (result.keys.every((key) => wanted.includes(key))) throw new Error('an engine worker lacks what it was sent');
        this.pool.forget(workerId, result.keys);
        this.resent++;
        wanted = [...new Set([...wanted, ...result.keys])];
        continue;
      }
      this.pool.remember(workerId, keys);
      if (result.kind === 'rendered') this.caches.set(workerId, result.cache);
      return E.right(result as Exclude<EngineResult<K>, { readonly kind: 'missing' }>);
    }
  }

  merge(documents: ReadonlyArray<Uint8Array>, options: { readonly maxOutputBytes: number }): TE.TaskEither<MergeFailure, Uint8Array> {
    return async () => {
      const ran = await this.pool.run<'merge'>({ kind: 'merge', documents, maxOutputBytes: options.maxOutputBytes }, { limit: 'generation', transfer: buffersOf(documents) });
      return E.isLeft(ran) ? ran : ran.right.result;
    };
  }

  private vocabularyKeyOf(vocabulary: RenderVocabulary): string {
    let key = this.vocabularyKeys.get(vocabulary);
    if (key === undefined) this.vocabularyKeys.set(vocabulary, (key = `vocabulary:${++this.vocabularies}`));
    return key;
  }

  /** The compiled-template caches of the workers that rendered, summed, and the pool's own figures. */
  metricFamilies(): ReadonlyArray<MetricFamily> {
    return [...cacheMetricFamilies(this.cacheStats()), ...this.poolFamilies()];
  }

  /** The pool's figures, and how many renders it had to send again. */
  poolFamilies(): ReadonlyArray<MetricFamily> {
    return [
      ...poolMetricFamilies(this.pool.stats()),
      {
        name: 'quire_engine_tasks_resent_total',
        help: 'Renders and interviews sent to a worker again with the templates or terms it lacked (it never had them, or evicted them).',
        type: 'counter',
        samples: [{ value: this.resent }],
      },
    ];
  }

  /** The compiled-template caches of the workers, summed (with the counts of workers since replaced). */
  cacheStats(): CacheStats {
    const live = this.pool.workerIds();
    for (const [workerId, stats] of this.caches) {
      if (live.has(workerId)) continue;
      this.retired = { hits: this.retired.hits + stats.hits, misses: this.retired.misses + stats.misses, evictions: this.retired.evictions + stats.evictions };
      this.caches.delete(workerId);
    }
    return addCacheStats([this.retired, ...this.caches.values()]);
  }
}

/** A document as a task names it: with its bytes only when its digest is in `sent`. */
const refIn =
  (sent: ReadonlyMap<string, Uint8Array>) =>
  (source: DocumentSource): DocumentRef => {
    const bytes = sent.get(source.sha256);
    return bytes === undefined ? { sha256: source.sha256 } : { sha256: source.sha256, bytes };
  };

/** Only what a worker reads of the vocabulary: the caller's may be a richer object (a library view) that does not cross threads. */
const sentTerms = (vocabulary: VocabularyRef): VocabularyRef =>
  vocabulary.terms === undefined ? vocabulary : { key: vocabulary.key, terms: { aliases: vocabulary.terms.aliases, rules: vocabulary.terms.rules } };

/** The render as a worker takes it: bytes only for the digests in `sent`, the vocabulary's terms only when `vocabulary` carries them. */
const renderTask = (input: RenderInput, sent: ReadonlyMap<string, Uint8Array>, vocabulary: VocabularyRef): RenderTask => {
  const ref = refIn(sent);
  return {
    kind: 'render',
    template: ref(input.template),
    snippets: input.snippets.map((snippet) => ({ name: snippet.name, document: ref(snippet.source) })),
    vocabulary: sentTerms(vocabulary),
    data: input.data,
    settings: input.settings,
  };
};

/** The interview as a worker takes it, sent as a render is. */
const interviewTask = (input: InterviewInput, sent: ReadonlyMap<string, Uint8Array>, vocabulary: VocabularyRef): InterviewTask => {
  const ref = refIn(sent);
  return {
    kind: 'interview',
    templates: input.templates.map((entry) => ({ template: ref(entry.template), snippets: entry.snippets.map((snippet) => ({ name: snippet.name, document: ref(snippet.source) })) })),
    vocabulary: sentTerms(vocabulary),
    ...(input.data === undefined ? {} : { data: input.data }),
  };
};

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
