import { isSnippetEngine, type EngineName } from './engines/bench-engine';
import type { Machine } from './measure/machine';
import type { Measurement } from './measure/measurement';
import type { MeasuredCase } from './template/benchmark-case';

type Measured = Extract<Measurement, { kind: 'measured' }>;

const TARGET_VS_FLOOR: Readonly<Record<string, number>> = { letter: 3, contract: 1.5, book: 1.5 };
const TARGET_VS_DOCXTEMPLATER = 5;
const TARGET_BOOK_RSS_MIB = 200;

const fixed = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const kib = (bytes: number): string => (Number.isFinite(bytes) ? `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB` : '–');

export const machineLines = (machine: Machine): ReadonlyArray<string> => [
  `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.totalMemoryGiB} GiB, ${machine.platform}`,
  `- Node ${machine.node}; date ${machine.date}; load average at start ${machine.loadAverage.join(' / ')} (1 / 5 / 15 min)`,
];

export const inputTable = (cases: ReadonlyArray<MeasuredCase>): ReadonlyArray<string> => [
  '| document | field tags | distinct fields | conditions | repeated rows (3 fields each) | Quire template | docxtemplater template | floor input | document.xml (Quire template) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...cases.map(
    ({ size, templates, documentXmlBytes }) =>
      `| ${size.description} (${size.name}) | ${size.fieldOccurrences} | ${size.distinctFields} | ${size.conditions} | ${size.repeatRows} | ${kib(templates.quire?.byteLength ?? Number.NaN)} | ${kib(templates.docxtemplater?.byteLength ?? Number.NaN)} | ${kib(templates.floor?.byteLength ?? Number.NaN)} | ${kib(documentXmlBytes.quire ?? Number.NaN)} |`,
  ),
];

const warmUpRange = ({ min, max }: { readonly min: number; readonly max: number }): string => (min === max ? String(min) : `${min}–${max}`);

export const resultTable = (measurements: ReadonlyArray<Measurement>, sizes: ReadonlyArray<string>): ReadonlyArray<string> => {
  const lines = [
    '| document | engine | load ms | compile ms | cold ms (compile + 1st render) | steady median ms | min ms | max ms | warm-up renders per round | timed renders | peak RSS MiB (after 1st render / end) | output | median × floor | min × floor | docxtemplater ÷ Quire |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const size of sizes) {
    const of = (engine: EngineName): Measured | undefined =>
      measurements.find((entry): entry is Measured => entry.kind === 'measured' && entry.engine === engine && entry.size === size);
    const quire = of('quire');
    const docxtemplater = of('docxtemplater');
    for (const measurement of measurements) {
      if (measurement.size !== size) continue;
      if (measurement.kind === 'failed') {
        lines.push(`| ${size} | ${measurement.engine} | not measured: ${measurement.reason.replace(/\|/g, '/').slice(0, 200)} | | | | | | | | | | | | |`);
        continue;
      }
      const floor = of(isSnippetEngine(measurement.engine) ? 'floor-snippets' : 'floor');
      const versusFloor = floor === undefined ? Number.NaN : measurement.steady.median / floor.steady.median;
      const minVersusFloor = floor === undefined ? Number.NaN : measurement.steady.min / floor.steady.min;
      const versusDocxtemplater =
        measurement.engine === 'quire' && docxtemplater !== undefined && quire !== undefined ? docxtemplater.steady.median / quire.steady.median : Number.NaN;
      lines.push(
        `| ${size} | ${measurement.engine} | ${fixed(measurement.loadMs)} | ${fixed(measurement.compileMs)} | ${fixed(measurement.coldMs)} | ${fixed(measurement.steady.median, 2)} | ${fixed(measurement.steady.min, 2)} | ${fixed(measurement.steady.max, 2)} | ${warmUpRange(measurement.warmUpRenders)} | ${measurement.iterations} | ${fixed(measurement.peakRssAfterFirstRenderMiB, 0)} / ${fixed(measurement.peakRssMiB, 0)} | ${kib(measurement.outputBytes)} | ${fixed(versusFloor, 2)} | ${fixed(minVersusFloor, 2)} | ${fixed(versusDocxtemplater, 1)} |`,
      );
    }
  }
  return lines;
};

/** The engine's bars (docs/performance.md) against what was measured. */
export const targetLines = (measurements: ReadonlyArray<Measurement>, sizes: ReadonlyArray<string>): ReadonlyArray<string> => {
  const of = (engine: EngineName, size: string): Measured | undefined =>
    measurements.find((entry): entry is Measured => entry.kind === 'measured' && entry.engine === engine && entry.size === size);
  const verdict = (met: boolean | undefined): string => (met === undefined ? 'not measured' : met ? 'met' : 'NOT met');
  const lines: string[] = [];
  const engines: ReadonlyArray<readonly [quire: EngineName, floor: EngineName, label: string]> = [
    ['quire', 'floor', 'Quire'],
    ['quire-snippets', 'floor-snippets', 'Quire with 20 snippets'],
  ];
  for (const size of sizes) {
    if (size === 'rich') {
      // No bar: the floor's input has its markdown already converted (template/rich-case.ts).
      const [quire, floor] = [of('quire', size), of('floor', size)];
      const ratio = quire === undefined || floor === undefined ? Number.NaN : quire.steady.median / floor.steady.median;
      lines.push(`- rich: Quire ${fixed(ratio, 2)}× its floor (reported; no bar, for the floor does not convert the markdown)`);
      continue;
    }
    const docxtemplater = of('docxtemplater', size);
    const limit = TARGET_VS_FLOOR[size] ?? 1.5;
    for (const [engine, floorEngine, label] of engines) {
      const floor = of(floorEngine, size);
      const quire = of(engine, size);
      if (quire === undefined) continue;
      const ratio = floor === undefined ? undefined : quire.steady.median / floor.steady.median;
      lines.push(`- ${size}: ${label} within ${limit}× of its floor: ${verdict(ratio === undefined ? undefined : ratio <= limit)} (${fixed(ratio ?? Number.NaN, 2)}×)`);
      const speedUp = docxtemplater === undefined ? undefined : docxtemplater.steady.median / quire.steady.median;
      const against = engine === 'quire' ? 'docxtemplater' : 'docxtemplater on the document without snippets (it has none)';
      lines.push(`- ${size}: ${label} ≥ ${TARGET_VS_DOCXTEMPLATER}× faster than ${against}: ${verdict(speedUp === undefined ? undefined : speedUp >= TARGET_VS_DOCXTEMPLATER)} (${fixed(speedUp ?? Number.NaN, 1)}×)`);
    }
  }
  for (const [engine, , label] of engines) {
    const book = of(engine, 'book');
    if (book === undefined && engine !== 'quire') continue;
    lines.push(`- book: ${label} peak RSS < ${TARGET_BOOK_RSS_MIB} MiB: ${verdict(book === undefined ? undefined : book.peakRssMiB < TARGET_BOOK_RSS_MIB)} (${fixed(book?.peakRssMiB ?? Number.NaN, 0)} MiB)`);
  }
  return lines;
};
