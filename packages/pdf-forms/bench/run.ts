/**
 * `npm run bench:pdf`: a 4-page form with 100 text fields filled and flattened by this package
 * against the PDF library's own fill and flatten of the same form and values (the overhead
 * budget is 1.2×), the same fill with values in three scripts (fonts embedded and subset), and
 * the cost of a seal per document. Medians of interleaved runs in one process, after a warm-up;
 * every output is checked before it counts.
 */
import { PDF } from '@libpdf/core';
import { fillPdfForm, type PdfFieldValue } from '../src/fill/fill-form';
import { sealPdf } from '../src/seal/seal-pdf';
import { openSealingKey } from '../src/seal/sealing-key';
import { textFieldsForm } from '../test/form-fixtures';
import { libraryFill } from '../test/library-fill';
import { pdfSignatures, pdfText } from '../test/poppler';
import { selfSignedP12 } from '../test/self-signed-certificate';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARM_UP = 5;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const timed = async <A>(run: () => Promise<A>): Promise<{ ms: number; value: A }> => {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
};

const valuesFor = (names: readonly string[], text: (index: number) => string): Record<string, string> =>
  Object.fromEntries(names.map((name, index) => [name, text(index)]));

const oursFill = async (form: Uint8Array, values: Record<string, PdfFieldValue>) => {
  const result = await fillPdfForm(form, values);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.bytes;
};

const main = async () => {
  const form = await textFieldsForm(4, 25);
  const names = (await PDF.load(form)).getForm()?.getFieldNames() ?? [];
  if (names.length !== 100) throw new Error(`the form has ${names.length} fields, not 100`);
  const latin = valuesFor(names, (index) => `Applicant ${index + 1} Smith, 12 High Street`);
  const scripts = ['Łódź, ul. Piotrkowska', 'İstanbul ğış Çağlayan', '東京都千代田区丸の内'];
  const unicode = valuesFor(names, (index) => `${scripts[index % 3] ?? ''} ${index + 1}`);

  // Outputs checked once before timing: the values are in the text, in the right characters.
  const checks: [string, Uint8Array, string][] = [
    ['library fill', await libraryFill(form, latin), 'Applicant 100 Smith'],
    ['quire fill', await oursFill(form, latin), 'Applicant 100 Smith'],
    ['quire fill, three scripts', await oursFill(form, unicode), '東京都千代田区丸の内 99'],
  ];
  for (const [what, bytes, expected] of checks) if (!pdfText(bytes).includes(expected)) throw new Error(`${what}: "${expected}" is not in the output`);

  // The pair is timed in one loop, alternating which goes first; the three-script fill (which
  // parses the 5 MB Japanese font and leaves garbage behind) in a loop of its own, so that its
  // collection does not land in the pair's timings.
  const samples = { library: [] as number[], ours: [] as number[], unicode: [] as number[] };
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const pair = run % 2 === 0
      ? [await timed(() => libraryFill(form, latin)), await timed(() => oursFill(form, latin))]
      : [await timed(() => oursFill(form, latin)), await timed(() => libraryFill(form, latin))].reverse();
    if (run >= WARM_UP) {
      samples.library.push(pair[0]?.ms ?? 0);
      samples.ours.push(pair[1]?.ms ?? 0);
    }
  }
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const scripted = await timed(() => oursFill(form, unicode));
    if (run >= WARM_UP) samples.unicode.push(scripted.ms);
  }

  const p12 = selfSignedP12({ subject: '/CN=Benchmark Seal/O=Quire', passphrase: 'bench' });
  const opening = await timed(() => openSealingKey(p12, 'bench'));
  if (!opening.value.ok) throw new Error(opening.value.error.message);
  const key = opening.value.value;
  const filled = checks[1]?.[1] ?? new Uint8Array();
  const seals: number[] = [];
  let sealed: Uint8Array = new Uint8Array();
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const { ms, value } = await timed(() => sealPdf(filled, key, { now: new Date() }));
    if (!value.ok) throw new Error(value.error.message);
    sealed = value.value;
    if (run >= WARM_UP) seals.push(ms);
  }
  if (!pdfSignatures(sealed).includes('Signature is Valid.')) throw new Error('the sealed document does not verify');

  const library = median(samples.library);
  const ours = median(samples.ours);
  const row = (what: string, ms: number, size: number, ratio = '') => `| ${what} | ${ms.toFixed(1)} ms | ${(size / 1024).toFixed(0)} KiB | ${ratio} |`;
  console.log(`4 pages, 100 text fields, ${RUNS} runs each (medians), node ${process.version}`);
  console.log('| what | median | output | vs library |');
  console.log('|---|---|---|---|');
  console.log(row('@libpdf/core fill + flatten (ASCII values)', library, checks[0]?.[1].byteLength ?? 0, '1.00×'));
  console.log(row('quire fillPdfForm, flattened (same values)', ours, checks[1]?.[1].byteLength ?? 0, `${(ours / library).toFixed(2)}×`));
  console.log(row('quire fillPdfForm, Polish/Turkish/Japanese values', median(samples.unicode), checks[2]?.[1].byteLength ?? 0, `${(median(samples.unicode) / library).toFixed(2)}×`));
  console.log(row('sealPdf (PAdES B-B) per document', median(seals), sealed.byteLength));
  console.log(`opening the PKCS#12 (once per certificate): ${opening.ms.toFixed(0)} ms; form ${(form.byteLength / 1024).toFixed(0)} KiB`);
  console.log(ours / library <= 1.2 ? 'overhead within 1.2×' : `OVERHEAD ${(ours / library).toFixed(2)}× is past the 1.2× budget`);
};

void main();
