/*
 * npx tsx packages/docx-engine/test/bench/measure-styled-text.ts [--iterations=300]
 *
 * What styled text costs a render, steady state, side by side in one run:
 * - a one-page letter with 20 fields given plain text (the baseline);
 * - the same 20 fields through `markdown` (each value a clause of ~600 characters: a heading, bold
 *   and italic, a link, a three-item list with a nested item), alone in their paragraphs;
 * - the same through `html`;
 * - reading one clause's markdown or HTML alone (markdown-it / htmlparser2 and the model).
 * Prints the median and p95 per operation, in milliseconds.
 */
import { renderTemplate } from '../../src/render/render-template';
import { readHtml } from '../../src/rich-text/read-html';
import { readMarkdown } from '../../src/rich-text/read-markdown';
import { RichBuilder } from '../../src/rich-text/rich-builder';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, runXml } from '@quire/testing/docx/wordml';
import { compiled, iterationsArgument, measurer } from './support/measure';

const iterations = iterationsArgument(300);
const measure = measurer(iterations, 50);

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

console.log(`# Styled text, ${iterations} iterations (node ${process.version})\n`);
console.log(`- letter with ${FIELDS} clauses of ~${clauseMarkdown(0).length} characters; markdown output ${rendered.value.bytes.length} bytes\n`);
console.log('| operation | median ms | p95 ms |\n|---|---|---|');
measure(`render, ${FIELDS} plain fields`, () => renderTemplate(plain, plainData));
measure(`render, ${FIELDS} markdown fields`, () => renderTemplate(markdown, markdownData));
measure(`render, ${FIELDS} html fields`, () => renderTemplate(html, htmlData));
measure('read one clause of markdown', () => readMarkdown(clauseMarkdown(1), new RichBuilder(32)));
measure('read one clause of HTML', () => readHtml(clauseHtml(1), new RichBuilder(32)));
