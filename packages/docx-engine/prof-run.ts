/*
 * npx tsx packages/docx-engine/test/bench/measure-styled-text.ts [--iterations=300]
 *
 * What styled text costs a render, steady state, side by side in one run:
 * - a one-page letter with 20 fields given plain text (the baseline);
 * - the same 20 fields through `markdown` (each value a clause of ~600 characters: a heading, bold
 *   and italic, a link, a three-item list with a nested item), alone in their paragraphs;
 * - the same through `html`;
 * - the same markdown written as Word would hold it (the rendered output compiled as a template,
 *   no tags): what writing that XML costs without reading markdown;
 * - reading one clause's markdown or HTML alone (markdown-it / htmlparser2 and the model).
 * Prints the median and p95 per operation, in milliseconds.
 */
import { compileTemplate } from '../../src/compile/compile-template';
import type { CompiledTemplate } from '../../src/compile/compiled-template';
import { renderTemplate } from '../../src/render/render-template';
import { readHtml } from '../../src/rich-text/read-html';
import { readMarkdown } from '../../src/rich-text/read-markdown';
import { RichBuilder } from '../../src/rich-text/rich-builder';
import { minimalDocx } from '../support/minimal-docx';
import { paragraphXml, runXml } from '../support/wordml';

const iterations = Number(process.argv.find((argument) => argument.startsWith('--iterations='))?.slice(13) ?? '300');

const compiled = (bytes: Uint8Array): CompiledTemplate => {
  const result = compileTemplate(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const measure = (name: string, run: () => void): void => {
  for (let index = 0; index < Math.min(50, iterations); index++) run();
  const times: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number): string => (times[Math.min(times.length - 1, Math.floor(times.length * fraction))] ?? 0).toFixed(3);
  console.log(`| ${name} | ${at(0.5)} | ${at(0.95)} |`);
};

const clauseMarkdown = (index: number): string =>
  `## Clause ${index}\n\nThe **buyer** pays the _seller_ within 30 days of the invoice, as set out in the [terms](https://example.com/terms/${index}). ` +
  'Late payment bears interest at the statutory rate, and costs of collection are borne by the buyer.\n\n' +
  '1. Invoices are sent by e-mail.\n2. Reminders follow after 14 days:\n   - a first reminder,\n   - a final notice.\n3. Disputes go to the courts of the seller.';
const clauseHtml = (index: number): string =>
  `<h2>Clause ${index}</h2><p>The <b>buyer</b> pays the <i>seller</i> within 30 days of the invoice, as set out in the <a href="https://example.com/terms/${index}">terms</a>. ` +
  'Late payment bears interest at the statutory rate, and costs of collection are borne by the buyer.</p>' +
  '<ol><li>Invoices are sent by e-mail.</li><li>Reminders follow after 14 days:<ul><li>a first reminder,</li><li>a final notice.</li></ul></li><li>Disputes go to the courts of the seller.</li></ol>';

const FIELDS = 20;
const bodyWith = (filter: string): string =>
  paragraphXml('Dear {{client}},') + Array.from({ length: FIELDS }, (_unused, index) => paragraphXml(runXml(`{{clause${index}${filter}}}`, '<w:sz w:val="22"/>'))).join('') + paragraphXml('Yours.');
const plain = compiled(minimalDocx(bodyWith('')));
const markdown = compiled(minimalDocx(bodyWith(' | markdown')));
const html = compiled(minimalDocx(bodyWith(' | html')));
const dataOf = (clause: (index: number) => string): Record<string, unknown> => ({ client: 'Acme', ...Object.fromEntries(Array.from({ length: FIELDS }, (_unused, index) => [`clause${index}`, clause(index)])) });
const markdownData = dataOf(clauseMarkdown);
const htmlData = dataOf(clauseHtml);
const plainData = dataOf((index) => clauseMarkdown(index).replace(/[#*_[\]]/g, ''));

const rendered = renderTemplate(markdown, markdownData);
if (!rendered.ok) throw new Error(rendered.error.message);
const written = compiled(rendered.value.bytes);

console.log(`# Styled text, ${iterations} iterations (node ${process.version})\n`);
console.log(`- letter with ${FIELDS} clauses of ~${clauseMarkdown(0).length} characters; markdown output ${rendered.value.bytes.length} bytes\n`);
console.log('| operation | median ms | p95 ms |\n|---|---|---|');






const t0 = Date.now(); for (let i = 0; i < 3000; i++) renderTemplate(markdown, markdownData); console.log('ms/render', (Date.now() - t0) / 3000);
