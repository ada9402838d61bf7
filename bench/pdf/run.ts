import { DEFAULT_POOL_LIMITS, EnginePool } from '@quire/adapter-docx-engine/pool/engine-pool';
import { PooledPdfForms } from '@quire/adapter-docx-engine/pool/pooled-pdf-forms';
import { textFieldsForm } from '@quire/pdf-forms/test/form-fixtures';
import { libraryFill } from '@quire/pdf-forms/test/library-fill';
import { pdfSignatures, pdfText } from '@quire/pdf-forms/test/poppler';
import { selfSignedP12 } from '@quire/pdf-forms/test/self-signed-certificate';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { loadavg } from 'node:os';

/*
 * The second half of `npm run bench:pdf`: what a generation runs, through the engine pool (ADR 0042)
 * as the server runs it — the form handed to a worker thread, filled and flattened there with the
 * guards, the fonts and the value checks of `@quire/pdf-forms`, the PDF moved back — against the
 * PDF library's own fill and flatten of the same form on the calling thread; and a seal per
 * document through the pool (the worker keeps the opened key), with the first seal, which opens
 * the PKCS#12, apart. One worker thread, so that each document's time is its own. Medians of
 * interleaved runs after a warm-up; every output is checked before it counts.
 */

const RUNS = Number(process.env['BENCH_RUNS'] ?? 40);
const WARM_UP = 5;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const timed = async <A>(run: () => Promise<A>): Promise<{ readonly ms: number; readonly value: A }> => {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
};

const rightOf = <A>(result: E.Either<unknown, A>, what: string): A => {
  if (E.isLeft(result)) throw new Error(`${what}: ${JSON.stringify(result.left)}`);
  return result.right;
};

const main = async (): Promise<void> => {
  const form = await textFieldsForm(4, 25);
  const names = Array.from({ length: 4 }, (_, page) => Array.from({ length: 25 }, (__, field) => `p${page + 1}.field${field + 1}`)).flat();
  const values = Object.fromEntries(names.map((name, index) => [name, `Applicant ${index + 1} Smith, 12 High Street`]));
  const pool = new EnginePool({ threads: 1, limits: DEFAULT_POOL_LIMITS, routing: 'any', setup: {} });
  const forms = new PooledPdfForms(pool);
  const source = { sha256: 'bench-form', load: () => TE.right(form) };
  const quireFill = async () => rightOf(await forms.fill({ form: source, values, flatten: true })(), 'pooled fill').bytes;
  try {
    // Outputs checked once before timing (this also starts the worker and loads the PDF library in it).
    const [theirs, ours] = [await libraryFill(form, values), await quireFill()];
    for (const [what, bytes] of [['library fill', theirs], ['pooled fill', ours]] as const) {
      if (!pdfText(bytes).includes('Applicant 100 Smith')) throw new Error(`${what}: the last value is not in the output`);
    }

    const library: number[] = [];
    const pooled: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const first = run % 2 === 0 ? 'library' : 'pooled';
      const a = await timed(first === 'library' ? () => libraryFill(form, values) : quireFill);
      const b = await timed(first === 'library' ? quireFill : () => libraryFill(form, values));
      if (run < WARM_UP) continue;
      (first === 'library' ? library : pooled).push(a.ms);
      (first === 'library' ? pooled : library).push(b.ms);
    }

    const key = { p12: selfSignedP12({ subject: '/CN=Benchmark Seal/O=Quire', passphrase: 'bench' }), passphrase: 'bench' };
    const seal = async () => rightOf(await forms.seal({ bytes: ours, key, now: new Date() })(), 'pooled seal');
    const firstSeal = await timed(seal);
    const seals: number[] = [];
    let sealed = firstSeal.value;
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const { ms, value } = await timed(seal);
      sealed = value;
      if (run >= WARM_UP) seals.push(ms);
    }
    if (!pdfSignatures(sealed).includes('Signature is Valid.')) throw new Error('the sealed document does not verify');

    const [libraryMs, pooledMs, sealMs] = [median(library), median(pooled), median(seals)];
    const row = (what: string, ms: number, size: number, ratio = '') => `| ${what} | ${ms.toFixed(1)} ms | ${(size / 1024).toFixed(0)} KiB | ${ratio} |`;
    console.log(`\nThrough the engine pool (1 worker thread), 4 pages, 100 text fields, ${RUNS} runs each (medians), node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' / ')}`);
    console.log('| what | median | output | vs library |');
    console.log('|---|---|---|---|');
    console.log(row('@libpdf/core fill + flatten, calling thread', libraryMs, theirs.byteLength, '1.00×'));
    console.log(row("generation's fill + flatten, engine pool", pooledMs, ours.byteLength, `${(pooledMs / libraryMs).toFixed(2)}×`));
    console.log(row('seal (PAdES B-B) per document, engine pool, key kept', sealMs, sealed.byteLength, `+${((sealMs / pooledMs) * 100).toFixed(0)} % of the fill`));
    console.log(`first seal of a certificate (the worker opens the PKCS#12): ${firstSeal.ms.toFixed(0)} ms`);
    console.log(pooledMs / libraryMs <= 1.2 ? 'overhead within 1.2×' : `OVERHEAD ${(pooledMs / libraryMs).toFixed(2)}× is past the 1.2× budget`);
  } finally {
    await pool.close();
  }
};

void main();
