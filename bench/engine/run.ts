import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isSnippetEngine, type EngineName } from './engines/bench-engine';
import { ENGINE_NAMES } from './engines/load-engine';
import { describeMachine } from './measure/machine';
import { combineRounds } from './measure/combine-rounds';
import type { Measurement, RoundMeasurement } from './measure/measurement';
import { runInChild } from './measure/run-in-child';
import { inputTable, machineLines, resultTable, targetLines } from './report';
import { buildBenchmarkCase, buildRichBenchmarkCase, type MeasuredCase } from './template/benchmark-case';
import { DOCUMENT_SIZES, RICH_SIZE } from './template/document-size';

/*
 * npm run bench [-- --sizes=letter,contract,book,rich] [--engines=floor,quire] [--iterations-scale=0.2] [--rounds=3]
 *                [--warm-up-scale=10] [--warm-up-ms=1000] [--without-paragraph-ids]
 *
 * Builds the three benchmark documents, then measures every engine on every size, each in a
 * child process of its own, and prints the machine, the inputs and the results (markdown), and
 * writes them as JSON to bench/out/. The engines take turns in rounds (floor, Quire,
 * docxtemplater, floor, …) so that other work on the machine weighs on all of them alike.
 *
 * Engines (--engines, all by default): floor, quire, quire-controls (the same documents marked
 * with content controls), floor-snippets and quire-snippets (the same documents with 20 snippet
 * insertions, see template/snippet-case.ts: quire-snippets is compared with floor-snippets, the
 * floor for that output), docxtemplater (no snippets: it renders the documents without them).
 */

/*
 * Warm-up: each round renders at least the size's warm-up count (30 on the letter, 5 on the
 * contract, 2 on the book, times --iterations-scale and --warm-up-scale) AND for at least
 * --warm-up-ms of rendering (default 1000; 0 gives the count alone),
 * whichever is longer, the same rule for every engine. The bars are of the steady state: V8
 * optimises a function after many calls, and an engine with more code (Quire composing snippets)
 * was still being optimised during 30 renders of the letter, so a count alone measured the warm-up
 * as much as the work; a second of rendering lets every engine reach its steady state.
 */

const OUT = path.join(__dirname, '..', 'out');

const option = (name: string): string | undefined =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);

const listOption = <T extends string>(name: string, all: ReadonlyArray<T>): ReadonlyArray<T> => {
  const given = option(name)?.split(',');
  return given === undefined ? all : all.filter((value) => given.includes(value));
};

const writeCase = (benchmarkCase: MeasuredCase): string => {
  const directory = path.join(OUT, 'cases', benchmarkCase.size.name);
  mkdirSync(directory, { recursive: true });
  for (const [kind, bytes] of Object.entries(benchmarkCase.templates)) if (bytes !== undefined) writeFileSync(path.join(directory, `${kind}.docx`), bytes);
  writeFileSync(path.join(directory, 'data.json'), JSON.stringify(benchmarkCase.data));
  writeFileSync(path.join(directory, 'expected.json'), JSON.stringify(benchmarkCase.expected));
  writeFileSync(path.join(directory, 'expected-snippets.json'), JSON.stringify(benchmarkCase.expectedWithSnippets));
  return directory;
};

const main = async (): Promise<void> => {
  const startedAt = new Date();
  const machine = describeMachine(startedAt);
  const scale = Number(option('iterations-scale') ?? '1');
  const warmUpScale = Number(option('warm-up-scale') ?? '1');
  const warmUpMs = Math.max(0, Number(option('warm-up-ms') ?? '1000'));
  const rounds = Math.max(1, Math.round(Number(option('rounds') ?? '3')));
  const sizes = listOption('sizes', [...DOCUMENT_SIZES, RICH_SIZE].map((size) => size.name));
  const engines = listOption<EngineName>('engines', ENGINE_NAMES);
  const paragraphIds = !process.argv.includes('--without-paragraph-ids');
  const cases: MeasuredCase[] = DOCUMENT_SIZES.filter((size) => sizes.includes(size.name)).map((size) => buildBenchmarkCase(size, { paragraphIds }));
  if (sizes.includes('rich')) cases.push(buildRichBenchmarkCase(RICH_SIZE, { paragraphIds }));

  console.log('# Quire engine benchmark\n');
  for (const line of machineLines(machine)) console.log(line);
  console.log(`- Documents ${paragraphIds ? 'with paragraph ids, as Word 2010+ writes them' : 'without paragraph ids, as LibreOffice, Google Docs and older Word write them'}`);
  console.log('\n## Inputs\n');
  for (const line of inputTable(cases)) console.log(line);
  console.log('');

  const baseline = await runInChild({ engine: 'baseline', size: '', templatePath: '', dataPath: '', expectedPath: '', iterations: 0, warmUp: 0, warmUpMs: 0 });
  const measurements: Measurement[] = [];
  for (const benchmarkCase of cases) {
    const directory = writeCase(benchmarkCase);
    const iterations = Math.max(3, Math.ceil((benchmarkCase.size.iterations * scale) / rounds));
    const warmUp = Math.max(1, Math.round(benchmarkCase.size.warmUp * scale * warmUpScale));
    const byEngine = new Map<EngineName, RoundMeasurement[]>(engines.map((engine) => [engine, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const engine of engines) {
        // The rich case has templates for Quire and the floor only.
        if (benchmarkCase.templates[engine] === undefined) continue;
        process.stdout.write(`round ${round}/${rounds}: ${engine} on the ${benchmarkCase.size.name} (1 cold + ≥ ${warmUp} warm-up and ≥ ${warmUpMs} ms + ${iterations} timed)… `);
        const measurement = await runInChild({
          engine,
          size: benchmarkCase.size.name,
          templatePath: path.join(directory, `${engine}.docx`),
          dataPath: path.join(directory, 'data.json'),
          expectedPath: path.join(directory, isSnippetEngine(engine) ? 'expected-snippets.json' : 'expected.json'),
          iterations,
          warmUp,
          warmUpMs,
        });
        console.log(
          measurement.kind === 'measured'
            ? `load ${measurement.loadMs.toFixed(0)} ms, compile ${measurement.compileMs.toFixed(1)} ms, first render ${measurement.firstRenderMs.toFixed(1)} ms, ${measurement.warmUpRenders} warm-up renders`
            : measurement.kind === 'failed'
              ? `FAILED: ${measurement.reason}`
              : '',
        );
        byEngine.get(engine)?.push(measurement);
      }
    }
    for (const engineRounds of byEngine.values()) {
      const combined = combineRounds(engineRounds);
      if (combined !== undefined) measurements.push(combined);
    }
  }

  const measuredSizes = cases.map((benchmarkCase) => benchmarkCase.size.name);
  console.log('\n## Results\n');
  for (const line of resultTable(measurements, measuredSizes)) console.log(line);
  console.log(`\nBaseline: a child process that loads nothing has a peak RSS of ${baseline.kind === 'baseline' ? baseline.peakRssMiB.toFixed(0) : '?'} MiB (node + tsx/cjs).`);
  console.log('\n## Bars (docs/performance.md)\n');
  for (const line of targetLines(measurements, measuredSizes)) console.log(line);

  mkdirSync(OUT, { recursive: true });
  const report = {
    machine,
    inputs: cases.map(({ size, templates, documentXmlBytes }) => ({
      size,
      templateBytes: Object.fromEntries(Object.entries(templates).map(([kind, bytes]) => [kind, bytes?.byteLength])),
      documentXmlBytes,
    })),
    baseline,
    rounds,
    paragraphIds,
    measurements,
  };
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(OUT, `engine-${stamp}.json`), JSON.stringify(report, null, 2));
  writeFileSync(path.join(OUT, 'engine-latest.json'), JSON.stringify(report, null, 2));
  console.log(`\nResults written to bench/out/engine-${stamp}.json`);
  if (measurements.some((measurement) => measurement.kind === 'failed')) process.exitCode = 1;
};

void main();
