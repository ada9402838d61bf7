import { EngineDocumentRenderer } from '@quire/adapter-docx-engine/engine-document-renderer';
import { DEFAULT_POOL_LIMITS, EnginePool, type TemplateRouting } from '@quire/adapter-docx-engine/pool/engine-pool';
import { PooledDocumentRenderer } from '@quire/adapter-docx-engine/pool/pooled-document-renderer';
import { DEFAULT_RENDER_LIMITS, type DocumentRenderer, type DocumentSource, type RenderInput } from '@quire/ports/documents/document-renderer';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildBenchmarkCase } from '../engine/template/benchmark-case';
import { DOCUMENT_SIZES } from '../engine/template/document-size';

/*
 * npm run bench:pool [-- --document=letter] [--connections=1,16,64] [--duration=4] [--templates=1,64] [--worker-cache=16]
 *
 * The engine pool without HTTP (ADR 0042): the engine benchmark's document rendered through the
 * DocumentRenderer port in-process (one thread), and through the pool (a worker per core) with
 * each routing (affinity, any), at each number of concurrent renders. `--templates` renders from
 * that many templates in turn (the same bytes under distinct digests), each worker keeping at
 * most `--worker-cache` of them compiled: one template is the steady letter load, many show what
 * routing does to compiles under cache pressure. Per configuration: renders per second, p50/p99
 * latency, the main thread's busy time per render (event-loop utilisation: what the pool leaves
 * to HTTP) and the compiles (cache misses). The modes are interleaved, one round each, twice.
 */

const option = (name: string, fallback: string): string => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const numbers = (name: string, fallback: string): number[] => option(name, fallback).split(',').map(Number);

type Mode = { readonly name: string; readonly make: () => { readonly renderer: DocumentRenderer; readonly misses: () => number; readonly close: () => Promise<void> } };

const missesOf = (renderer: { metricFamilies(): ReadonlyArray<{ readonly name: string; readonly samples: ReadonlyArray<{ readonly value: number }> }> }): number =>
  renderer.metricFamilies().find((family) => family.name === 'quire_template_cache_misses_total')?.samples[0]?.value ?? 0;

const percentile = (sorted: ReadonlyArray<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

const main = async (): Promise<void> => {
  const size = DOCUMENT_SIZES.find((candidate) => candidate.name === option('document', 'letter'));
  if (size === undefined) throw new Error('--document takes letter, contract or book');
  const benchmarkCase = buildBenchmarkCase(size);
  const bytes = benchmarkCase.templates.quire;
  const durationMs = Number(option('duration', '4')) * 1000;
  const workerCache = Number(option('worker-cache', '16'));
  const threads = availableParallelism();
  const modes: Mode[] = [
    {
      name: 'in-process',
      make: () => {
        const renderer = new EngineDocumentRenderer({ cache: { maxEntries: workerCache } });
        return { renderer, misses: () => missesOf(renderer), close: () => Promise.resolve() };
      },
    },
    ...(['affinity', 'any'] as const).map(
      (routing: TemplateRouting): Mode => ({
        name: `pool, ${routing}`,
        make: () => {
          const pool = new EnginePool({ threads, limits: DEFAULT_POOL_LIMITS, routing, setup: {}, templateCache: { maxEntries: workerCache, maxBytes: 1024 * 1024 * 1024 } });
          const renderer = new PooledDocumentRenderer(pool);
          return { renderer, misses: () => missesOf(renderer), close: () => pool.close() };
        },
      }),
    ),
  ];

  console.log(`# Engine pool: ${size.name}, ${threads} workers, ${durationMs / 1000} s a step, load average ${loadavg().map((value) => value.toFixed(1)).join(' / ')}\n`);
  console.log('| round | templates | mode | concurrent | renders/s | p50 ms | p99 ms | main thread ms per render | compiles |');
  console.log('|---:|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const round of [1, 2]) {
    for (const templates of numbers('templates', '1,64')) {
      const sources: DocumentSource[] = Array.from({ length: templates }, (_, index) => ({ sha256: `bench-${size.name}-${index}`, load: () => TE.right(bytes) }));
      const inputOf = (index: number): RenderInput => ({
        template: sources[index % sources.length] as DocumentSource,
        snippets: [],
        vocabulary: { aliases: [], rules: [] },
        data: benchmarkCase.data,
        settings: { missing: 'blank', keepContentControls: false, locale: 'en-US', timeZone: 'UTC', ...DEFAULT_RENDER_LIMITS },
      });
      for (const mode of modes) {
        const { renderer, misses, close } = mode.make();
        // Warm-up: every template rendered once per worker, and the JIT warm.
        for (let index = 0; index < templates * threads + 50; index++) await renderer.render(inputOf(index))();
        for (const connections of numbers('connections', '1,16,64')) {
          const latencies: number[] = [];
          const missesBefore = misses();
          let next = 0;
          const elu = performance.eventLoopUtilization();
          const started = performance.now();
          await Promise.all(
            Array.from({ length: connections }, async () => {
              while (performance.now() - started < durationMs) {
                const begun = performance.now();
                const rendered = await renderer.render(inputOf(next++))();
                if (E.isLeft(rendered)) throw new Error(`render failed: ${JSON.stringify(rendered.left)}`);
                latencies.push(performance.now() - begun);
              }
            }),
          );
          const elapsed = performance.now() - started;
          const busy = performance.eventLoopUtilization(elu);
          latencies.sort((a, b) => a - b);
          const count = latencies.length;
          console.log(
            `| ${round} | ${templates} | ${mode.name} | ${connections} | ${((count * 1000) / elapsed).toFixed(0)} | ${percentile(latencies, 50).toFixed(2)} | ${percentile(latencies, 99).toFixed(2)} | ${(busy.active / count).toFixed(3)} | ${misses() - missesBefore} |`,
          );
        }
        await close();
      }
    }
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
