import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, symlinkSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import path from 'node:path';
import { buildBenchmarkCase } from '../engine/template/benchmark-case';
import { DOCUMENT_SIZES } from '../engine/template/document-size';

/*
 * npm run bench:compare -- --base=REV [--sizes=letter,contract,book] [--rounds=10]
 *
 * The engine of this tree against the engine of another revision, in one process: the other
 * revision is checked out into a temporary git worktree (node_modules, the root's and each workspace's, linked from this tree), both
 * engines compile the benchmark's documents, and their renders alternate in rounds (ABBA order),
 * so that whatever else runs on the machine weighs on both alike. Prints the median time per
 * render of each and their ratio. For "did this change make a render slower?", where the full
 * `npm run bench` (a child process per engine and round) is too noisy on a busy machine.
 */

type Engine = {
  compileTemplate: (bytes: Uint8Array) => { ok: boolean; value?: unknown };
  renderTemplate: (compiled: unknown, data: Record<string, unknown>) => unknown;
};

const option = (name: string): string | undefined => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
const REPO = path.join(__dirname, '..', '..');
const ITERATIONS: Record<string, number> = { letter: 1000, contract: 100, book: 5 };

/**
 * Links this tree's node_modules into the checkout: the root's, and each workspace's own (a
 * workspace whose dependency differs from the root's version, as the engine's lru-cache does, has
 * it in its own node_modules; without the link the other revision's engine finds the root's).
 */
const linkNodeModules = (dir: string): void => {
  const folders = ['', ...['packages', 'apps'].flatMap((parent) => (existsSync(path.join(REPO, parent)) ? readdirSync(path.join(REPO, parent)).map((name) => path.join(parent, name)) : []))];
  for (const folder of folders) {
    const source = path.join(REPO, folder, 'node_modules');
    const target = path.join(dir, folder, 'node_modules');
    if (existsSync(source) && existsSync(path.join(dir, folder)) && !existsSync(target)) symlinkSync(source, target);
  }
};

const checkout = (revision: string): string => {
  const sha = execFileSync('git', ['rev-parse', '--short', revision], { cwd: REPO, encoding: 'utf8' }).trim();
  const dir = path.join(REPO, 'bench', 'out', `compare-${sha}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: REPO, stdio: 'ignore' });
  linkNodeModules(dir);
  return dir;
};

const median = (values: ReadonlyArray<number>): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

const main = (): void => {
  const base = option('base');
  if (base === undefined) throw new Error('--base=REV names the revision to compare with (e.g. main~5 or a commit)');
  const sizes = (option('sizes') ?? 'letter,contract').split(',');
  const rounds = Number(option('rounds') ?? '10');
  const baseDir = checkout(base);
  /* eslint-disable @typescript-eslint/no-require-imports */
  const engines: Record<string, Engine> = {
    [base]: require(path.join(baseDir, 'packages', 'docx-engine', 'src', 'engine')) as Engine,
    'this tree': require(path.join(REPO, 'packages', 'docx-engine', 'src', 'engine')) as Engine,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  console.log(`# Engine render, ${base} against this tree\n`);
  console.log(`- Machine: ${cpus()[0]?.model ?? 'unknown'}, ${availableParallelism()} cores; load average ${loadavg().map((value) => value.toFixed(2)).join(' / ')}`);
  console.log(`- Node ${process.version}; ${rounds} rounds of alternating renders (the first two not counted)\n`);
  console.log(`| document | renders a round | ${base} median ms | this tree median ms | this tree ÷ ${base} |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const size of sizes) {
    const documentSize = DOCUMENT_SIZES.find((candidate) => candidate.name === size);
    if (documentSize === undefined) throw new Error(`--sizes takes letter, contract, book (not ${size})`);
    const benchmarkCase = buildBenchmarkCase(documentSize);
    const keys = Object.keys(engines);
    const compiled = new Map(keys.map((key) => [key, engines[key]?.compileTemplate(benchmarkCase.templates.quire).value]));
    const times = new Map<string, number[]>(keys.map((key) => [key, []]));
    const iterations = ITERATIONS[size] ?? 10;
    for (let round = 0; round < rounds; round++) {
      for (const key of round % 2 === 0 ? keys : [...keys].reverse()) {
        const engine = engines[key];
        if (engine === undefined) continue;
        const started = performance.now();
        for (let index = 0; index < iterations; index++) engine.renderTemplate(compiled.get(key), benchmarkCase.data);
        if (round > 1) times.get(key)?.push((performance.now() - started) / iterations);
      }
    }
    const [before, after] = keys.map((key) => median(times.get(key) ?? []));
    console.log(`| ${size} | ${iterations} | ${before?.toFixed(3)} | ${after?.toFixed(3)} | ${((after ?? 0) / (before ?? 1)).toFixed(2)} |`);
  }
};

main();
