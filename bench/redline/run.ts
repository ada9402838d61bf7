import { availableParallelism, cpus, loadavg } from 'node:os';
import { compareDocuments, compileTemplate, renderTemplate } from '../../packages/docx-engine/src/engine';
import { buildBenchmarkCase } from '../engine/template/benchmark-case';
import { DOCUMENT_SIZES } from '../engine/template/document-size';
import { REPEAT_LIST } from '../engine/template/build-outline';

/*
 * npm run bench:redline [-- --rounds=15]
 *
 * Comparing two versions of the benchmark's ~40-page contract against rendering it once, in one
 * process, alternating (so that the machine's load weighs on both alike). The two versions are
 * two renders of the contract: the second with one field in ten changed, two conditions turned
 * and five rows of its table left out and two added. Prints the medians and their ratio, by the
 * clock and by the process's CPU time (steadier when other processes share the machine), and the
 * compare of a file with itself (what reading and writing cost when nothing changed).
 */

const option = (name: string): string | undefined => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const median = (values: ReadonlyArray<number>): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

const main = (): void => {
  const rounds = Number(option('rounds') ?? '15');
  const size = DOCUMENT_SIZES.find((candidate) => candidate.name === 'contract');
  if (size === undefined) throw new Error('no contract size');
  const benchmarkCase = buildBenchmarkCase(size);
  const compiled = compileTemplate(benchmarkCase.templates.quire);
  if (!compiled.ok) throw new Error('the contract does not compile');
  const render = (data: Record<string, unknown>): Uint8Array => {
    const rendered = renderTemplate(compiled.value, data);
    if (!rendered.ok) throw new Error(rendered.error.message);
    return rendered.value.bytes;
  };
  const revisedData: Record<string, unknown> = { ...benchmarkCase.data };
  Object.keys(revisedData)
    .filter((key) => typeof revisedData[key] === 'string')
    .forEach((key, index) => {
      if (index % 10 === 0) revisedData[key] = `${String(revisedData[key])} as amended`;
    });
  Object.keys(revisedData)
    .filter((key) => typeof revisedData[key] === 'boolean')
    .slice(0, 2)
    .forEach((key) => (revisedData[key] = !revisedData[key]));
  const rows = benchmarkCase.data[REPEAT_LIST] as ReadonlyArray<Record<string, string>>;
  revisedData[REPEAT_LIST] = [...rows.slice(0, 10), { description: 'New item A', quantity: '1', amount: '5.00' }, ...rows.slice(15), { description: 'New item B', quantity: '2', amount: '9.00' }];
  const original = render({ ...benchmarkCase.data });
  const revised = render(revisedData);
  const date = new Date('2026-01-01T00:00:00Z');
  const timed = { render: [] as number[], compare: [] as number[], itself: [] as number[] };
  const cpu = { render: [] as number[], compare: [] as number[], itself: [] as number[] };
  let changes = 0;
  const measure = (what: keyof typeof timed, round: number, work: () => void): void => {
    const [started, startedCpu] = [performance.now(), process.cpuUsage()];
    work();
    const used = process.cpuUsage(startedCpu);
    if (round < 2) return;
    timed[what].push(performance.now() - started);
    cpu[what].push((used.user + used.system) / 1000);
  };
  for (let round = 0; round < rounds; round++) {
    measure('render', round, () => render(revisedData));
    measure('compare', round, () => {
      const compared = compareDocuments(original, revised, { date });
      if (!compared.ok) throw new Error(JSON.stringify(compared.error));
      changes = compared.value.changes.length;
    });
    measure('itself', round, () => compareDocuments(revised, revised, { date }));
  }
  const [render1, compare1, itself1] = [median(timed.render), median(timed.compare), median(timed.itself)];
  const [renderCpu, compareCpu, itselfCpu] = [median(cpu.render), median(cpu.compare), median(cpu.itself)];
  console.log('# Comparing two versions of a ~40-page contract against one render\n');
  console.log(`- Machine: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores; load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')}`);
  console.log(`- Node ${process.version}; ${rounds} rounds, each a render, a compare and a compare of the revised file with itself (the first two not counted); ${original.length} and ${revised.length} bytes, ${changes} changes\n`);
  console.log('| median of | render ms | compare ms | compare ÷ render | the file with itself ms | itself ÷ render |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(`| the clock | ${render1.toFixed(2)} | ${compare1.toFixed(2)} | ${(compare1 / render1).toFixed(2)} | ${itself1.toFixed(2)} | ${(itself1 / render1).toFixed(2)} |`);
  console.log(`| CPU time | ${renderCpu.toFixed(2)} | ${compareCpu.toFixed(2)} | ${(compareCpu / renderCpu).toFixed(2)} | ${itselfCpu.toFixed(2)} | ${(itselfCpu / renderCpu).toFixed(2)} |`);
};

main();
