import { renderBody } from './support/render-docx';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './support/word-like';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';
import { expression } from './support/expression';

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'marital_status', type: 'choice', synonyms: [] },
    { name: 'has_partner', type: 'boolean', synonyms: ['Has Partner'] },
    { name: 'client_age', type: 'number', synonyms: [] },
  ],
  rules: [
    { name: 'married', kind: 'condition', expression: expression('marital_status = "married"') },
    { name: 'separated', kind: 'condition', expression: expression('marital_status = "separated"') },
  ],
};

const chooser = [
  splitParagraph('Before'),
  splitParagraph('{{#if married}}'),
  splitParagraph('Married text'),
  splitParagraph('{{else if separated}}'),
  splitParagraph('Separated text'),
  splitParagraph('{{else}}'),
  splitParagraph('Other text'),
  splitParagraph('{{/if}}'),
  splitParagraph('After'),
].join('');

describe('rendering conditions', () => {
  describe('when the block spans paragraphs and its tags are alone in theirs', () => {
    it.each([
      ['married', ['Before', 'Married text', 'After']],
      ['separated', ['Before', 'Separated text', 'After']],
      ['single', ['Before', 'Other text', 'After']],
    ])('keeps only the branch of a rule that holds (%s), leaving no blank paragraph', (status, expected) => {
      expect(renderBody(chooser, { marital_status: status }, { vocabulary }).texts).toEqual(expected);
    });
  });

  describe('when the block is inside one paragraph', () => {
    const body = wordParagraph(wordRun('You are ') + wordRun('{{#if client_age >= 18}}an adult', { bold: true }) + wordRun('{{else}}a minor{{/if}}.'));

    it('keeps the text of the branch taken with the formatting of its runs', () => {
      expect(renderBody(body, { client_age: 40 }, { vocabulary }).texts).toEqual(['You are an adult.']);
      expect(renderBody(body, { client_age: 12 }, { vocabulary }).texts).toEqual(['You are a minor.']);
    });

    it('keeps the formatting of the text after a dropped branch', () => {
      const xml = renderBody(wordParagraph(wordRun('A{{#if x}}B', { bold: true }) + wordRun('C{{/if}}D', { italic: true })), { x: false }).part('word/document.xml');
      expect(xml).toMatch(/<w:i\/><w:iCs\/><w:lang w:val="en-US"\/><\/w:rPr><w:t xml:space="preserve">D<\/w:t>/);
    });
  });

  describe('when the condition is an alias', () => {
    it.each([
      [true, 'yes'],
      [false, 'no'],
      ['', 'no'],
      [0, 'no'],
      [undefined, 'no'],
      ['x', 'yes'],
    ])('is true when answered and not false, 0 or "" (%p)', (value, expected) => {
      const body = splitParagraph('{{#if Has Partner}}yes{{else}}no{{/if}}');
      expect(renderBody(body, { has_partner: value }, { vocabulary }).texts).toEqual([expected]);
    });
  });

  describe('when the block spans paragraphs with text around its tags', () => {
    it('cuts at the tags and keeps both paragraphs valid', () => {
      const body = splitParagraph('Intro {{#if show}}first part') + splitParagraph('middle') + splitParagraph('last part{{/if}} outro');
      expect(renderBody(body, { show: true }).texts).toEqual(['Intro first part', 'middle', 'last part outro']);
      expect(renderBody(body, { show: false }).texts).toEqual(['Intro ', ' outro']);
    });
  });

  describe('when the tags are in the same table row', () => {
    const table = wordTable([
      [splitParagraph('Item'), splitParagraph('Price')],
      [splitParagraph('{{#if show_fee}}Fee'), splitParagraph('{{fee}}{{/if}}')],
      [splitParagraph('Total'), splitParagraph('10')],
    ]);

    it('keeps or drops the whole row', () => {
      expect(renderBody(table, { show_fee: true, fee: 5 }).texts).toEqual(['Item', 'Price', 'Fee', '5', 'Total', '10']);
      const dropped = renderBody(table, { show_fee: false });
      expect(dropped.texts).toEqual(['Item', 'Price', 'Total', '10']);
      expect(dropped.part('word/document.xml').match(/<w:tr\b/g)).toHaveLength(2);
    });
  });

  describe('when the block spans a table', () => {
    it('keeps or drops the table with the paragraphs', () => {
      const body = splitParagraph('{{#if show}}') + wordTable([[splitParagraph('cell')]]) + splitParagraph('{{/if}}') + splitParagraph('end');
      expect(renderBody(body, { show: true }).texts).toEqual(['cell', 'end']);
      const dropped = renderBody(body, { show: false });
      expect(dropped.texts).toEqual(['end']);
      expect(dropped.part('word/document.xml')).not.toContain('<w:tbl>');
    });
  });

  describe('when blocks nest', () => {
    it('evaluates the inner block only inside the kept outer one', () => {
      const body = splitParagraph('{{#if a}}') + splitParagraph('A{{#if b}} and B{{/if}}') + splitParagraph('{{/if}}');
      expect(renderBody(body, { a: true, b: true }).texts).toEqual(['A and B']);
      expect(renderBody(body, { a: true, b: false }).texts).toEqual(['A']);
      expect(renderBody(body, { a: false, b: true }).texts).toEqual([]);
    });
  });
});
