/*
 * npx tsx packages/docx-engine/test/bench/measure-computed-aliases.ts
 *
 * What computed aliases (docs/template-language.md#computed-aliases) cost a render, steady state, side by side in one run: a
 * 200-row repeat and five fields (subtotal = sum of the rows, tax, total, deposit, a count),
 * - the five as answered aliases (their values given in the data: the floor);
 * - the five as computed aliases (each worked out once per render, dependencies first);
 * - the same five calculations written inline in the tags (each sum worked out where it stands);
 * - five computed aliases with trivial formulas: what the machinery itself (plans, memo) costs.
 * Prints the median per render, in milliseconds.
 */
import { parseCalculation } from '@quire/expressions';
import { compileTemplate } from '../../src/compile/compile-template';
import type { CompiledTemplate } from '../../src/compile/compiled-template';
import { renderTemplate } from '../../src/render/render-template';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { wordParagraph, wordRun } from '../template/support/word-like';

const calc = (text: string) => {
  const parsed = parseCalculation(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const compile = (body: string): CompiledTemplate => {
  const compiled = compileTemplate(minimalDocx(body));
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.value;
};
const paragraph = (text: string) => wordParagraph(wordRun(text));

const NAMES = ['subtotal', 'tax', 'total', 'deposit', 'lines'];
const FORMULAS = ['sum(items, "amount")', 'round(subtotal * tax_rate, 2)', 'subtotal + tax', 'round(total * 0.3, 2)', 'count(items)'];
const INLINE = [
  'sum(items, "amount")',
  'round(sum(items, "amount") * tax_rate, 2)',
  'sum(items, "amount") + round(sum(items, "amount") * tax_rate, 2)',
  'round((sum(items, "amount") + round(sum(items, "amount") * tax_rate, 2)) * 0.3, 2)',
  'count(items)',
];
const TRIVIAL = ['tax_rate + 1', 'subtotal * 2', 'subtotal + tax', 'total - 1', 'tax_rate'];

const inputs = [
  { name: 'items', type: 'list' as const, synonyms: [], itemFields: ['amount'] },
  { name: 'tax_rate', type: 'number' as const, synonyms: [] },
];
const vocabulary = (formulas: readonly string[] | null): Vocabulary => ({
  aliases: [...inputs, ...NAMES.map((name, index) => ({ name, type: 'number' as const, synonyms: [], ...(formulas === null ? {} : { formula: calc(formulas[index] ?? '') }) }))],
  rules: [],
});

const rows = paragraph('{{#each items}}{{amount}}{{/each}}');
const byName = compile(rows + NAMES.map((name) => paragraph(`{{${name}}}`)).join(''));
const byCalculation = compile(rows + INLINE.map((text) => paragraph(`{{${text}}}`)).join(''));
const data = { items: Array.from({ length: 200 }, (_, index) => ({ amount: (index * 1.07).toFixed(2) })), tax_rate: 0.2 };
const answers = { ...data, ...Object.fromEntries(NAMES.map((name) => [name, 1])) };

const median = (template: CompiledTemplate, vocabularyOf: Vocabulary, values: Record<string, unknown>): number => {
  const options = { vocabulary: vocabularyOf, now: new Date() };
  for (let index = 0; index < 500; index += 1) renderTemplate(template, values, options);
  const runs: number[] = [];
  for (let run = 0; run < 9; run += 1) {
    const start = process.hrtime.bigint();
    for (let index = 0; index < 300; index += 1) renderTemplate(template, values, options);
    runs.push(Number(process.hrtime.bigint() - start) / 1e6 / 300);
  }
  return runs.sort((a, b) => a - b)[4] ?? Number.NaN;
};

const cases: Array<[string, () => number]> = [
  ['answered aliases (the floor)', () => median(byName, vocabulary(null), answers)],
  ['computed aliases', () => median(byName, vocabulary(FORMULAS), data)],
  ['the calculations inline in the tags', () => median(byCalculation, vocabulary(null), data)],
  ['computed aliases, trivial formulas', () => median(byName, vocabulary(TRIVIAL), data)],
];
for (const [label, measure] of cases) console.log(`${label.padEnd(40)} ${measure().toFixed(3)} ms per render`);
