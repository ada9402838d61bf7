import { analyseTemplate } from '../../src/analyse/analyse-template';
import { renderTemplate } from '../../src/render/render-template';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { expression } from './support/expression';
import { CALCULATION_NOW as NOW, calculatedTexts, compiled, renderBody } from './support/render-docx';
import { inlineControl } from './support/word-markers';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './support/word-like';

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'title', type: 'text', synonyms: ['Mr/Mrs'] },
    { name: 'price', type: 'currency', synonyms: ['Unit Price'], format: 'EUR' },
    { name: 'date_of_birth', type: 'date', synonyms: ['DOB'] },
    { name: 'items', type: 'list', synonyms: [], itemFields: ['qty', 'amount'] },
  ],
  rules: [{ name: 'adult', kind: 'condition', expression: expression('years_between(date_of_birth, today()) >= 18') }],
};

const texts = calculatedTexts(vocabulary);
const line = (text: string): string => splitParagraph(text, 4);

describe('calculations in templates', () => {
  describe('when a field calculates', () => {
    it('fills arithmetic with exact decimals, and filters the result', () => {
      const body = line('{{qty * unit_price}}|{{0.1 + 0.2}}|{{qty*unit_price | currency: "USD"}}|{{ -qty + 10 }}|{{(qty + 1) * 2}}|{{total / count}}');
      expect(texts(body, { qty: 3, unit_price: '19.99', total: 10, count: 4 })).toEqual(['59.97|0.3|$59.97|7|8|2.5']);
    });

    it('sums a list and counts it (the example of the specification)', () => {
      const body = line('{{sum(items, "amount") | currency: "USD"}} for {{count(items)}} items, largest {{max(items, "amount")}}');
      const items = [{ amount: 10.1 }, { amount: '20.20' }, { amount: 0.7 }];
      expect(texts(body, { items })).toEqual(['$31.00 for 3 items, largest 20.2']);
    });

    it('calculates inside a table row repeat, each item with its own values, and a total after it', () => {
      const body =
        wordTable([
          [line('{{#each items}}{{qty}}'), line('{{amount | currency: "USD"}}'), line('{{qty * amount | currency: "USD"}}{{/each}}')],
        ]) + line('Total: {{round(sum(items, "amount") * 1.2, 2)}}');
      const rendered = renderBody(body, { items: [{ qty: 2, amount: 1.05 }, { qty: 3, amount: '0.10' }] }, { now: NOW, vocabulary });
      expect(rendered.texts).toEqual(['2', '$1.05', '$2.10', '3', '$0.10', '$0.30', 'Total: 1.38']);
    });

    it('shows a calculated date as a date, and lets the date filter format it', () => {
      const body = line('{{add_months(start, 1)}}|{{add_days(start, 30) | date: "d MMMM yyyy"}}|{{add_years(leap, 1) | date: "yyyy-MM-dd"}}|{{days_between(start, end)}}');
      expect(texts(body, { start: '2024-01-31', end: '2024-03-01', leap: '2024-02-29' })).toEqual(['February 29, 2024|1 March 2024|2025-02-28|30']);
    });

    it('reads today in the request’s time zone', () => {
      const body = line('{{today() | date: "yyyy-MM-dd"}}');
      expect(texts(body, {}, { timeZone: 'UTC' })).toEqual(['2024-03-15']);
      expect(texts(body, {}, { timeZone: 'America/Los_Angeles' })).toEqual(['2024-03-14']);
      expect(texts(body, {}, { timeZone: 'Asia/Tokyo' })).toEqual(['2024-03-15']);
    });

    it('reads a field whose whole text is a synonym or a data key as that name, not as a calculation', () => {
      const body = line('{{Mr/Mrs}} {{Fee+VAT}} {{e-mail}} {{Fee + VAT}}');
      expect(texts(body, { title: 'Mrs', 'Fee+VAT': '12', 'e-mail': 'a@b.c', Fee: 10, VAT: 2.5 })).toEqual(['Mrs 12 a@b.c 12.5']);
    });

    it('reads names in backticks, loop variables and item fields', () => {
      const body = line('{{#each items}}{{@index + 1}}:{{qty * `Unit Price`}} {{/each}}');
      expect(texts(body, { price: 2, items: [{ qty: 1 }, { qty: 4 }] })).toEqual(['1:2 2:8 ']);
    });
  });

  describe('when a calculation has no value', () => {
    it('leaves a division by zero blank, with a warning naming the calculation', () => {
      const rendered = renderBody(line('[{{a / b}}]'), { a: 1, b: 0 }, { now: NOW });
      expect(rendered.texts).toEqual(['[]']);
      expect(rendered.warnings).toEqual([{ code: 'division_by_zero', name: 'a / b', message: 'Division by zero in "a / b"; the calculation has no value.', part: 'word/document.xml', paragraph: 1 }]);
    });

    it('warns of a missing operand once, however often the calculation stands', () => {
      const rendered = renderBody(line('[{{qty * unit_price}}][{{qty * unit_price}}]'), { qty: 2 }, { now: NOW });
      expect(rendered.texts).toEqual(['[][]']);
      expect(rendered.warnings).toEqual([{ code: 'missing_operand', name: 'qty * unit_price', message: '"unit_price" has no value, so "qty * unit_price" has none.', part: 'word/document.xml', paragraph: 1 }]);
    });

    it('highlights it or keeps the tag as the missing option asks', () => {
      expect(texts(line('[{{qty * unit_price}}]'), { qty: 2 }, { missing: 'highlight' })).toEqual(['[[qty * unit_price]]']);
      expect(texts(line('[{{qty * unit_price}}]'), { qty: 2 }, { missing: 'keep' })).toEqual(['[{{qty * unit_price}}]']);
    });

    it('lists the names without a value when missing values are errors', () => {
      const result = renderTemplate(compiled(minimalDocx(line('{{qty * `Unit Price`}}'))), { qty: 2 }, { missing: 'error', vocabulary, now: NOW });
      expect(result).toMatchObject({ ok: false, error: { code: 'missing_values', names: ['price'] } });
    });

    it('never fails the render on odd data', () => {
      const body = line('{{sum(items, "amount")}}|{{add_days(d, n)}}|{{round(x, 99)}}|{{1e308 * 10}}');
      const rendered = renderBody(body, { items: 'several', d: 'soon', n: 1, x: 1 }, { now: NOW });
      expect(rendered.texts).toEqual(['|||']);
      expect(rendered.warnings.map((warning) => warning.code)).toEqual(['not_a_list', 'not_a_date', 'bad_argument', 'out_of_range']);
    });
  });

  describe('when a condition calculates', () => {
    it('decides by a calculation in the request’s time zone (an age on the birthday)', () => {
      const body = line('{{#if years_between(date_of_birth, today()) >= 18}}adult{{else}}minor{{/if}}');
      expect(texts(body, { date_of_birth: '2006-03-15' }, { timeZone: 'UTC' })).toEqual(['adult']);
      expect(texts(body, { date_of_birth: '2006-03-15' }, { timeZone: 'America/Los_Angeles' })).toEqual(['minor']);
    });

    it('evaluates a rule whose expression calculates', () => {
      expect(texts(line('{{#if adult}}adult{{else}}minor{{/if}}'), { date_of_birth: '2000-01-01' })).toEqual(['adult']);
      expect(texts(line('{{#if adult}}adult{{else}}minor{{/if}}'), { date_of_birth: '2006-03-16' })).toEqual(['minor']);
    });

    it('reads literal conditions', () => {
      expect(texts(line('{{#if true}}a{{/if}}{{#if false}}b{{/if}}{{#if 1 = 1}}c{{/if}}{{#if 1 = 2}}d{{/if}}{{#if 0.1 + 0.2 = 0.3}}e{{/if}}'), {})).toEqual(['ace']);
    });

    it('reads literal conditions in content controls and rules too, and the analysis asks for no name', () => {
      const controls = wordParagraph(inlineControl({ tag: 'if:1 = 1' }, wordRun('shown')) + inlineControl({ tag: 'if:false' }, wordRun('hidden')) + inlineControl({ tag: 'if:TRUE' }, wordRun('!')));
      expect(texts(controls, {})).toEqual(['shown!']);
      const literalRules: Vocabulary = { aliases: [], rules: [{ name: 'always', kind: 'condition', expression: expression('1 = 1') }, { name: 'never', kind: 'condition', expression: expression('false') }] };
      expect(renderBody(line('{{#if always}}a{{/if}}{{#if never}}b{{/if}}'), {}, { now: NOW, vocabulary: literalRules }).texts).toEqual(['a']);
      const analysis = analyseTemplate(compiled(minimalDocx(line('{{#if true}}a{{/if}}{{#if 1 = 1}}b{{/if}}{{#if 2 > 1 and not false}}c{{/if}}'))), vocabulary);
      expect({ fields: analysis.fields, diagnostics: analysis.diagnostics }).toEqual({ fields: [], diagnostics: [] });
    });

    it('keeps or drops a table row by a sum', () => {
      const body = wordTable([[line('{{#if sum(items, "amount") > 100}}large order{{/if}}')], [line('always')]]);
      expect(texts(body, { items: [{ amount: 60 }, { amount: 50 }] })).toEqual(['large order', 'always']);
      expect(texts(body, { items: [{ amount: 60 }] })).toEqual(['always']);
    });

    it('makes a condition whose calculation has no value false, with a warning', () => {
      const rendered = renderBody(line('{{#if a / b > 1}}big{{else}}none{{/if}}'), { a: 1, b: 0 }, { now: NOW });
      expect(rendered.texts).toEqual(['none']);
      expect(rendered.warnings.map((warning) => warning.code)).toEqual(['division_by_zero']);
    });
  });

  describe('when analysed', () => {
    const analysed = (text: string) => analyseTemplate(compiled(minimalDocx(wordParagraph(wordRun(text)))), vocabulary);

    it('lists the names a calculation reads as fields, and a synonym written whole as its alias', () => {
      expect(analysed('{{qty * `Unit Price`}} {{sum(items, "amount")}} {{Mr/Mrs}} {{#if years_between(DOB, today()) >= 18}}x{{/if}}').fields).toEqual([
        { name: 'qty', occurrences: 1 },
        { name: 'Unit Price', alias: 'price', occurrences: 1 },
        { name: 'items', occurrences: 1 },
        { name: 'Mr/Mrs', alias: 'title', occurrences: 1 },
        { name: 'DOB', alias: 'date_of_birth', occurrences: 1 },
      ]);
    });

    it.each([
      ['{{sqrt(x)}}', 'unknown_function', 'The calculation "sqrt(x)" cannot be read: unknown function "sqrt" at position 0: the functions are sum, count, min, max, round, floor, ceil, abs, today, add_days, add_months, add_years, days_between, years_between.'],
      ['{{round()}}', 'wrong_arity', 'The calculation "round()" cannot be read: the function round at position 0 takes 1 or 2 arguments, as in round(number, digits); it was given 0.'],
      ['{{qty * }}', 'bad_expression', 'The calculation "qty *" cannot be read: expected a value after "*" at position 5, found end of input.'],
      ['{{a - b) | currency: "USD"}}', 'bad_expression', 'The calculation "a - b)" cannot be read: expected "+", "-", "*", "/" or end of input after "b" at position 5, found ")".'],
      ['{{#if add_day(d, 1) > x}}y{{/if}}', 'unknown_function', 'The condition "add_day(d, 1) > x" cannot be read: unknown function "add_day" at position 0: the functions are sum, count, min, max, round, floor, ceil, abs, today, add_days, add_months, add_years, days_between, years_between.'],
      ['{{Unit Price * 2}}', 'bad_expression', 'The calculation "Unit Price * 2" cannot be read: expected "+", "-", "*", "/" or end of input after "Unit" at position 5, found "Price".'],
      ['{{#if qty *}}y{{/if}}', 'bad_expression', 'The condition "qty *" cannot be read: expected a value after "*" at position 5, found end of input.'],
      ['{{#if count(a, b)}}y{{/if}}', 'wrong_arity', 'The condition "count(a, b)" cannot be read: the function count at position 0 takes 1 argument, as in count(list); it was given 2.'],
    ])('reports %s as %s, with where it is', (text, code, message) => {
      expect(analysed(text).diagnostics[0]).toEqual({ severity: 'error', code, message, part: 'word/document.xml', paragraph: 1, excerpt: text });
    });

    it('warns, with the alias types, of a calculation that cannot work', () => {
      expect(analysed('{{date_of_birth + 1}} {{#if add_days(price, 1) > today()}}x{{/if}} {{qty * price}}').diagnostics).toEqual([
        expect.objectContaining({ severity: 'warning', code: 'calculation_type', message: '"date_of_birth" is a date, not a number, in "date_of_birth + 1": the calculation will have no value.' }),
        expect.objectContaining({ severity: 'warning', code: 'calculation_type', message: '"price" is a number, not a date, in "add_days(price, 1)": the calculation will have no value.' }),
        expect.objectContaining({ severity: 'warning', code: 'unknown_name' }),
      ]);
    });

    it('keeps names that merely look odd as names', () => {
      expect(analysed('{{Fee (USD)}} {{first-name}}').diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    });
  });
});
