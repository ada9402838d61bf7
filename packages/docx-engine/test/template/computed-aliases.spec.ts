import { renderTemplate } from '../../src/render/render-template';
import type { Vocabulary, VocabularyAlias } from '../../src/vocabulary/vocabulary';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { calculation } from './support/expression';
import { CALCULATION_NOW as NOW, calculatedTexts, compiled, renderBody } from './support/render-docx';
import { inlineControl, simpleMergeField } from './support/word-markers';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './support/word-like';

const computed = (name: string, type: VocabularyAlias['type'], formula: string, more: Partial<VocabularyAlias> = {}): VocabularyAlias => ({
  name,
  type,
  synonyms: [],
  formula: calculation(formula),
  ...more,
});

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'items', type: 'list', synonyms: [], itemFields: ['description', 'amount'] },
    { name: 'tax_rate', type: 'number', synonyms: [] },
    { name: 'invoice_date', type: 'date', synonyms: [] },
    { name: 'date_of_birth', type: 'date', synonyms: [] },
    // Written before what it reads: the order of the vocabulary does not matter.
    computed('total', 'currency', 'subtotal + tax', { synonyms: ['Grand Total'], format: 'USD' }),
    computed('tax', 'currency', 'round(subtotal * tax_rate, 2)', { format: 'USD' }),
    computed('subtotal', 'currency', 'sum(items, "amount")', { format: 'USD' }),
    computed('due_date', 'date', 'add_days(invoice_date, 30)', { format: 'd MMMM yyyy' }),
    computed('age', 'number', 'years_between(date_of_birth, today())'),
  ],
  rules: [],
};

const ITEMS = [
  { description: 'Drafting', amount: '1200.10' },
  { description: 'Filing', amount: 0.2 },
];

const texts = calculatedTexts(vocabulary);
const line = (text: string): string => splitParagraph(text, 4);

describe('computed aliases', () => {
  describe('when a template names one', () => {
    it('fills it from its formula, formatted as its alias says, the aliases it reads worked out first', () => {
      const body = line('Total {{total}} = {{subtotal}} + {{tax}} ({{Grand Total}})');
      expect(texts(body, { items: ITEMS, tax_rate: 0.2 })).toEqual(['Total $1,440.36 = $1,200.30 + $240.06 ($1,440.36)']);
    });

    it('never reads it from the data: a key of its name is ignored', () => {
      expect(texts(line('{{total}}'), { items: ITEMS, tax_rate: 0, total: 5, Total: 7 })).toEqual(['$1,200.30']);
    });

    it('works out dates, and today in the request’s time zone', () => {
      const body = line('Due {{due_date}}; age {{age}}');
      const data = { invoice_date: '2024-01-31', date_of_birth: '2006-03-15' };
      expect(texts(body, data, { timeZone: 'UTC' })).toEqual(['Due 1 March 2024; age 18']);
      expect(texts(body, data, { timeZone: 'America/Los_Angeles' })).toEqual(['Due 1 March 2024; age 17']);
    });

    it('fills a content control or a MERGEFIELD that names it', () => {
      const body = wordParagraph(wordRun('Total: ') + inlineControl({ tag: 'Grand Total', placeholder: true }) + wordRun(' / ') + simpleMergeField(' MERGEFIELD subtotal ', '«subtotal»'));
      expect(texts(body, { items: ITEMS, tax_rate: 0.5 })).toEqual(['Total: $1,800.45 / $1,200.30']);
    });

    it('lets filters format it like any value', () => {
      expect(texts(line('{{total | number: 1}} {{due_date | date: "yyyy-MM-dd"}}'), { items: ITEMS, tax_rate: 0, invoice_date: '2024-02-29' })).toEqual(['1,200.3 2024-03-30']);
    });
  });

  describe('when a condition, a calculation or a repeat reads one', () => {
    it('compares it by its alias’s type and calculates with it', () => {
      const body = line('{{#if total > 1000}}large{{else}}small{{/if}} {{total - subtotal}} {{#if years_between(date_of_birth, today()) = age}}same{{/if}}');
      expect(texts(body, { items: ITEMS, tax_rate: 0.5, date_of_birth: '2000-01-01' })).toEqual(['large 600.15 same']);
      expect(texts(body, { items: [{ amount: 10 }], tax_rate: 0.5, date_of_birth: '2000-01-01' })).toEqual(['small 5 same']);
    });

    it('works it out from the answers inside a repeat, unless the item has a field of that name', () => {
      const body = wordTable([[line('{{#each items}}{{description}}'), line('{{amount}} of {{subtotal}}{{/each}}')]]);
      const items = [{ description: 'Drafting', amount: 30 }, { description: 'Own', amount: 10, subtotal: 'mine' }];
      expect(texts(body, { items })).toEqual(['Drafting', '30 of $40.00', 'Own', '10 of mine']);
    });

    it('works it out once per render however often it is read', () => {
      let reads = 0;
      const data = { tax_rate: 0.1 } as Record<string, unknown>;
      Object.defineProperty(data, 'items', { enumerable: true, get: () => ((reads += 1), ITEMS) });
      const once = (count: number): number => {
        reads = 0;
        texts(line(Array.from({ length: count }, () => '{{total}}{{#if subtotal > 1}}+{{/if}}').join(' ')), data);
        return reads;
      };
      expect(once(20)).toBe(once(1));
    });
  });

  describe('when it has no value', () => {
    it('leaves it blank with the warnings that say why', () => {
      const rendered = renderBody(line('[{{total}}]'), { tax_rate: 0.2, items: [{ amount: 'ten' }] }, { now: NOW, vocabulary });
      expect(rendered.texts).toEqual(['[]']);
      expect(rendered.warnings.map((warning) => `${warning.code}: ${warning.message}`)).toEqual([
        'not_a_number: An item of "sum(items, "amount")" is not a number; the calculation has no value.',
        'missing_operand: "subtotal" has no value, so "subtotal * tax_rate" has none.',
        'missing_operand: "subtotal" has no value, so "subtotal + tax" has none.',
        'missing_value: "total" has no value; it was left blank.',
      ]);
    });

    it('lists what its formula reads that has no value when missing values are errors, never the computed alias itself', () => {
      const result = renderTemplate(compiled(minimalDocx(line('{{total}} {{due_date}}'))), { items: ITEMS }, { missing: 'error', vocabulary, now: NOW });
      expect(result).toMatchObject({ ok: false, error: { code: 'missing_values', names: ['tax_rate', 'invoice_date'] } });
    });
  });

  describe('when formulas read each other in a circle (a library changed by force)', () => {
    const circular: Vocabulary = {
      aliases: [computed('a', 'number', 'b + 1'), computed('b', 'number', 'a * 2'), computed('c', 'number', 'a + 1'), computed('d', 'number', 'd')],
      rules: [],
    };

    it('leaves them blank, names the circle, and never loops', () => {
      const rendered = renderBody(line('[{{a}}|{{b}}|{{c}}|{{d}}]'), {}, { now: NOW, vocabulary: circular });
      expect(rendered.texts).toEqual(['[|||]']);
      expect(rendered.warnings.filter((warning) => warning.code === 'formula_cycle').map((warning) => warning.message)).toEqual([
        'The computed aliases a → b → a read each other in a circle; "b" has no value.',
        'The computed aliases a → b → a read each other in a circle; "a" has no value.',
        'The computed aliases d → d read each other in a circle; "d" has no value.',
      ]);
    });
  });

  describe('when formulas form a long chain', () => {
    it('works it out without exhausting the stack', () => {
      const chain: VocabularyAlias[] = [{ name: 'start', type: 'number', synonyms: [] }];
      for (let index = 0; index < 20_000; index += 1) chain.push(computed(`step_${index}`, 'number', `${chain[index]?.name ?? 'start'} + 1`));
      expect(texts(line('{{step_19999}}'), { start: 1 }, { vocabulary: { aliases: chain, rules: [] } })).toEqual(['20,001']);
    });
  });
});
