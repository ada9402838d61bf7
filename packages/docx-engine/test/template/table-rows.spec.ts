import { compileTemplate } from '../../src/compile/compile-template';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { idProblems } from '../support/assert-unique-ids';
import { renderBody } from './support/render-docx';
import { splitParagraph } from './support/word-like';
import { tableRows, widthTable } from './support/word-tables';

const items = [
  { name: 'Widget', price: 10 },
  { name: 'Gadget', price: 25 },
  { name: 'Doohickey', price: 7 },
];

const document = (rendered: { part: (name: string) => string }): string => rendered.part('word/document.xml');

describe('table rows holding nothing but block tags', () => {
  describe('when a loop is written the docxtpl way: the opening and closing tags alone in rows of their own', () => {
    const table = widthTable(
      [4000, 2000],
      [
        ['Item', 'Price'],
        [{ content: '{{#each items}}', span: 2 }],
        ['{{name}}', '{{price | currency: "USD"}}'],
        [{ content: '{{/each}}', span: 2 }],
        ['Total', '{{total}}'],
      ],
      { header: true },
    );

    it('writes one row per item and no blank rows', () => {
      const rendered = renderBody(table, { items, total: '$42.00' });
      expect(tableRows(document(rendered))).toEqual([
        ['Item', 'Price'],
        ['Widget', '$10.00'],
        ['Gadget', '$25.00'],
        ['Doohickey', '$7.00'],
        ['Total', '$42.00'],
      ]);
      expect(idProblems(rendered.bytes)).toEqual([]);
    });

    it('keeps the header and the rows after the loop when the list is empty', () => {
      expect(tableRows(document(renderBody(table, { items: [], total: '$0.00' })))).toEqual([
        ['Item', 'Price'],
        ['Total', '$0.00'],
      ]);
    });

    it('keeps the rows\' own properties (the header row repeats, rows do not split)', () => {
      const xml = document(renderBody(table, { items, total: '' }));
      expect(xml.match(/<w:tblHeader\/>/g)).toHaveLength(1);
      expect(xml.match(/<w:cantSplit\/>/g)).toHaveLength(5);
    });
  });

  describe('when the block tag shares its row with empty cells', () => {
    it('leaves the row out all the same', () => {
      const table = widthTable([3000, 3000], [['{{#each items}}', ''], ['{{name}}', '{{price}}'], ['', '{{/each}}']]);
      expect(tableRows(document(renderBody(table, { items })))).toEqual([
        ['Widget', '10'],
        ['Gadget', '25'],
        ['Doohickey', '7'],
      ]);
    });
  });

  describe('when the rows of the loop are the whole table', () => {
    const table = splitParagraph('Before') + widthTable([6000], [['{{#each items}}'], ['{{name}}'], ['{{/each}}']]) + splitParagraph('After');

    it('repeats the item row', () => {
      expect(tableRows(document(renderBody(table, { items })))).toEqual([['Widget'], ['Gadget'], ['Doohickey']]);
    });

    it('leaves the whole table out for an empty list, rather than a table without rows', () => {
      const rendered = renderBody(table, { items: [] });
      expect(rendered.texts).toEqual(['Before', 'After']);
      expect(document(rendered)).not.toContain('<w:tbl>');
    });
  });

  describe('when a condition with an else is written in rows of its own', () => {
    const table = widthTable(
      [3000, 3000],
      [['Party', 'Role'], ['{{#if married}}', ''], ['{{spouse}}', 'Spouse'], ['{{else}}', ''], ['None', '—'], ['{{/if}}', '']],
    );

    it('keeps the rows of the branch taken', () => {
      expect(tableRows(document(renderBody(table, { married: true, spouse: 'Sam' })))).toEqual([
        ['Party', 'Role'],
        ['Sam', 'Spouse'],
      ]);
      expect(tableRows(document(renderBody(table, { married: false })))).toEqual([
        ['Party', 'Role'],
        ['None', '—'],
      ]);
    });
  });

  describe('when an else stands in a row that also holds text', () => {
    it('is an error naming the rule', () => {
      const table = widthTable([3000, 3000], [['{{#if married}}', ''], ['{{spouse}}', 'Spouse'], ['{{else}}', 'none'], ['{{/if}}', '']]);
      const compiled = compileTemplate(minimalDocx(table));
      if (!compiled.ok) throw new Error(compiled.error.code);
      expect(compiled.value.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['else_in_table_row_block']);
    });
  });

  describe('when loops nest, each written in rows of its own', () => {
    it('repeats the group rows and, inside each, the item rows', () => {
      const groups = [
        { group: 'Tools', items: items.slice(0, 2) },
        { group: 'Toys', items: items.slice(2) },
      ];
      const table = widthTable(
        [4000, 2000],
        [['{{#each groups}}', ''], [{ content: '{{group}}', span: 2 }], ['{{#each items}}', ''], ['{{name}}', '{{price}}'], ['{{/each}}', ''], ['{{/each}}', '']],
      );
      expect(tableRows(document(renderBody(table, { groups })))).toEqual([['Tools'], ['Widget', '10'], ['Gadget', '25'], ['Toys'], ['Doohickey', '7']]);
    });
  });

  describe('when the closing tag ends the item row instead', () => {
    it('leaves out the opening row and repeats the rest', () => {
      const table = widthTable([3000, 3000], [['Name', 'Price'], ['{{#each items}}', ''], ['{{name}}', '{{price}}{{/each}}']]);
      expect(tableRows(document(renderBody(table, { items: items.slice(0, 2) })))).toEqual([
        ['Name', 'Price'],
        ['Widget', '10'],
        ['Gadget', '25'],
      ]);
    });
  });

  describe('when a row holds only a comment or a block closed in the same row', () => {
    it('leaves it out', () => {
      const table = widthTable([3000, 3000], [['A', 'B'], ['{{! note to authors }}', ''], ['{{#if x}}', '{{/if}}'], ['C', 'D']]);
      expect(tableRows(document(renderBody(table, { x: true })))).toEqual([
        ['A', 'B'],
        ['C', 'D'],
      ]);
    });
  });

  describe('when a row holds block tags and text', () => {
    it('stays: the row is the unit the block keeps or repeats', () => {
      const table = widthTable([3000, 3000], [['{{#each items}}{{name}}', '{{price}}{{/each}}']]);
      expect(tableRows(document(renderBody(table, { items: items.slice(0, 2) })))).toEqual([
        ['Widget', '10'],
        ['Gadget', '25'],
      ]);
    });
  });

  describe('when every row of a table may disappear under separate conditions', () => {
    const table =
      splitParagraph('Before') +
      widthTable([6000], [['{{#if a}}'], ['Row A'], ['{{/if}}'], ['{{#if b}}'], ['Row B'], ['{{/if}}']]) +
      splitParagraph('After');

    it('writes the table with the rows kept', () => {
      expect(tableRows(document(renderBody(table, { a: false, b: true })))).toEqual([['Row B']]);
    });

    it('leaves the table out when no row is kept, rather than a table without rows', () => {
      const rendered = renderBody(table, { a: false, b: false });
      expect(rendered.texts).toEqual(['Before', 'After']);
      expect(document(rendered)).not.toContain('<w:tbl>');
    });
  });

  describe('when a loop of rows holds a condition of rows that keeps none', () => {
    it('leaves the table out rather than a table without rows', () => {
      const table = splitParagraph('Before') + widthTable([6000], [['{{#each items}}'], ['{{#if show}}'], ['{{name}}'], ['{{/if}}'], ['{{/each}}']]) + splitParagraph('After');
      const rendered = renderBody(table, { items, show: false });
      expect(rendered.texts).toEqual(['Before', 'After']);
      expect(document(rendered)).not.toContain('<w:tbl>');
      expect(idProblems(rendered.bytes)).toEqual([]);
    });
  });
});
