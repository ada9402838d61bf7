/*
 * npx tsx packages/docx-engine/test/bench/measure-tables.ts [--iterations=300]
 *
 * What dynamic tables cost a render (docs/template-language.md#table-rows), steady state, side by side in one run, each a
 * 200-row table rendered from the same data:
 * - rows: the loop written in the row (`| {{#each items}}{{name}} | … {{/each}} |`), 6 fixed columns;
 * - block-only rows: the loop written the docxtpl way, its tags in rows of their own;
 * - dynamic columns: 1 fixed column and a column repeat of 6 items in the header and each row
 *   (grid and widths rewritten once the table is written);
 * - the floor: the document the dynamic one renders, its parts deflated with node's zlib.
 * Prints the median and p95 per render, in milliseconds.
 */
import { deflateRawSync } from 'node:zlib';
import type { CompiledTemplate } from '../../src/compile/compiled-template';
import { renderTemplate } from '../../src/render/render-template';
import { openDocx } from '../../src/package/open-docx';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { widthTable } from '../template/support/word-tables';
import { compiled, iterationsArgument, measurer } from './support/measure';

const iterations = iterationsArgument(300);
const measure = measurer(iterations, 50, (name, median, p95) => `${name.padEnd(44)} median ${median} ms   p95 ${p95} ms`);

/** A template compiled, and without errors (a table the engine cannot fill would time nothing). */
const compiledClean = (bytes: Uint8Array): CompiledTemplate => {
  const template = compiled(bytes);
  if (template.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) throw new Error(JSON.stringify(template.diagnostics));
  return template;
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const items = Array.from({ length: 200 }, (_unused, index) => ({ name: `Item ${index + 1}`, values: months.map((_month, column) => index * 6 + column) }));
const flat = items.map((item) => ({ name: item.name, ...Object.fromEntries(item.values.map((value, column) => [`v${column}`, value])) }));
const fixed = months.map((_month, column) => `{{v${column}}}`);

const inRow = compiledClean(minimalDocx(widthTable([3000, ...months.map(() => 1000)], [['Name', ...months], [`{{#each items}}{{name}}`, ...fixed.slice(0, -1), `${fixed[5] ?? ''}{{/each}}`]])));
const ownRows = compiledClean(
  minimalDocx(widthTable([3000, ...months.map(() => 1000)], [['Name', ...months], [{ content: '{{#each items}}', span: 7 }], ['{{name}}', ...fixed], [{ content: '{{/each}}', span: 7 }]])),
);
const columns = compiledClean(
  minimalDocx(widthTable([3000, 6000], [['Name', '{{#each months}}{{.}}{{/each}}'], [{ content: '{{#each items}}', span: 2 }], ['{{name}}', '{{#each values}}{{.}}{{/each}}'], [{ content: '{{/each}}', span: 2 }]])),
);

const render = (template: CompiledTemplate, data: Record<string, unknown>): Uint8Array => {
  const result = renderTemplate(template, data);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.bytes;
};

const output = openDocx(render(columns, { months, items }));
if (!output.ok) throw new Error(output.error.code);
const document = Buffer.from(output.value.text('word/document.xml'), 'utf8');

console.log(`200 rows x 6 values, ${iterations} renders each (document.xml of the dynamic one: ${document.length} bytes)`);
measure('rows: loop in the row, 6 fixed columns', () => render(inRow, { items: flat }));
measure('block-only rows (docxtpl way), 6 fixed columns', () => render(ownRows, { items: flat }));
measure('dynamic columns (6), block-only rows', () => render(columns, { months, items }));
measure('floor: deflate the dynamic one', () => deflateRawSync(document, { level: 6 }));
