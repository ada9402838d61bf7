import type { DocumentRenderer, MergeFailure, RenderFailure, RenderInput, RenderedDocument } from '@quire/ports/documents/document-renderer';
import type { InterviewInput, InterviewPlan, InterviewPlanner } from '@quire/ports/documents/interview-planner';
import type { MetricFamily, MetricsSource } from '@quire/ports/platform/metrics-source';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { EngineDocumentRenderer } from '../engine-document-renderer';
import { addCacheStats, cacheMetricFamilies } from '../render-compiled';
import type { PooledDocumentRenderer } from './pooled-document-renderer';
import { isSmallData, SMALL_DATA, type SmallDataLimits } from './small-data';
import { TaskWeights } from './task-weights';

export type LightRenderOptions = {
  /**
   * A template whose renders took less than this lately, in the engine's own time, renders on the
   * calling thread (ENGINE_INLINE_RENDER_MS). "Lately": a mean that takes a faster render at once
   * and a slower one by a tenth, so that a render stretched by a busy machine does not send the
   * template back to the pool, and one that keeps taking longer does within a few renders.
   */
  readonly inlineMs: number;
  /** Repeat iterations a render on the calling thread may make; one that needs more goes to the pool. */
  readonly maxInlineIterations?: number;
  /** Data a render on the calling thread may read; more goes to the pool. */
  readonly smallData?: SmallDataLimits;
  /** Templates whose render times are remembered. */
  readonly maxTemplates?: number;
  /**
   * The calling thread compiles a light template at most once in this many ms (a letter takes
   * 10–30 ms): a light template not compiled there meanwhile renders on the pool. However many
   * templates take turns, compiling holds the calling thread a bounded share of its time.
   */
  readonly compileIntervalMs?: number;
};

export const DEFAULT_INLINE_RENDER_MS = 1;
const MAX_INLINE_ITERATIONS = 1_000;
const WEIGHED_TEMPLATES = 10_000;
const COMPILE_INTERVAL_MS = 1_000;

/**
 * The renderer of a server with an engine pool, with a lane on the calling thread for light renders
 * (ADR 0135). Handing a render to a worker costs the process more CPU than a letter's render
 * itself (the task and the document cross threads, two threads are woken), and a letter queued
 * behind a long render waits for it. So a render whose template rendered in under `inlineMs` lately
 * (the engine's time, measured in either lane), with small data and at most `maxInlineIterations`
 * repeat iterations, runs on the calling thread; everything else (a template never rendered, large
 * data, a long render, interviews and merges) goes to the pool, under its time and memory limits.
 * The calling thread compiles at most one template a `compileIntervalMs`; a light template it has
 * not compiled renders on the pool meanwhile. A render on the calling thread that would pass its iteration bound is refused by the engine at
 * once and sent to the pool with the request's own limits.
 */
export class LightRenderLane implements DocumentRenderer, InterviewPlanner, MetricsSource {
  readonly maxSnippetDepth: number;
  private readonly renderTimes: TaskWeights;
  private inlineRenders = 0;
  private lastCompileAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly pooled: PooledDocumentRenderer,
    private readonly inline: EngineDocumentRenderer,
    private readonly options: LightRenderOptions,
  ) {
    this.maxSnippetDepth = pooled.maxSnippetDepth;
    // A render's wall time on a busy machine includes the time its thread was descheduled: a
    // faster render is taken at once, a slower one moves the estimate by a tenth.
    this.renderTimes = new TaskWeights({ heavyMs: options.inlineMs, maxKinds: options.maxTemplates ?? WEIGHED_TEMPLATES, newestWeight: { longer: 0.1, shorter: 1 } });
  }

  render(input: RenderInput): TE.TaskEither<RenderFailure, RenderedDocument> {
    return async () => {
      const maxIterations = Math.min(input.settings.maxRepeatIterations, this.options.maxInlineIterations ?? MAX_INLINE_ITERATIONS);
      if (this.isLight(input)) {
        const inline = await this.inline.render({ ...input, settings: { ...input.settings, maxRepeatIterations: maxIterations } })();
        const tooLong = E.isLeft(inline) && inline.left._tag === 'RenderRefused' && inline.left.refusal.code === 'too_many_iterations';
        if (!tooLong || maxIterations === input.settings.maxRepeatIterations) {
          this.inlineRenders++;
          return this.recorded(input, inline);
        }
      }
      return this.recorded(input, await this.pooled.render(input)());
    };
  }

  plan(input: InterviewInput): TE.TaskEither<RenderFailure, InterviewPlan> {
    return this.pooled.plan(input);
  }

  merge(documents: ReadonlyArray<Uint8Array>, options: { readonly maxOutputBytes: number }): TE.TaskEither<MergeFailure, Uint8Array> {
    return this.pooled.merge(documents, options);
  }

  /** The compiled-template caches of the workers and of the calling thread, summed; the pool's figures; the renders made here. */
  metricFamilies(): ReadonlyArray<MetricFamily> {
    return [
      ...cacheMetricFamilies(addCacheStats([this.pooled.cacheStats(), this.inline.cacheStats()])),
      ...this.pooled.poolFamilies(),
      {
        name: 'quire_engine_inline_renders_total',
        help: 'Renders of light templates made on the HTTP thread rather than sent to a worker (ENGINE_INLINE_RENDER_MS).',
        type: 'counter',
        samples: [{ value: this.inlineRenders }],
      },
    ];
  }

  private isLight(input: RenderInput): boolean {
    if (!this.renderTimes.isKnownBelow(input.template.sha256, this.options.inlineMs) || !isSmallData(input.data, this.options.smallData ?? SMALL_DATA)) return false;
    if ([input.template, ...input.snippets.map((snippet) => snippet.source)].every((source) => this.inline.holds(source.sha256))) return true;
    const now = performance.now();
    if (now - this.lastCompileAt < (this.options.compileIntervalMs ?? COMPILE_INTERVAL_MS)) return false;
    this.lastCompileAt = now;
    return true;
  }

  private recorded(input: RenderInput, rendered: E.Either<RenderFailure, RenderedDocument>): E.Either<RenderFailure, RenderedDocument> {
    if (E.isRight(rendered)) this.renderTimes.record(input.template.sha256, rendered.right.renderMs);
    return rendered;
  }
}
