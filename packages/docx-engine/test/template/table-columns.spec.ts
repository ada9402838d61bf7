import { compileTemplate } from '../../src/compile/compile-template';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { idProblems } from '../support/assert-unique-ids';
import { renderBody } from './support/render-docx';
import { splitParagraph } from './support/word-like';
import { tableGrid, tableRows, tableSpans, tableWidths, widthTable } from './support/word-tables';

const months = ['Jan', 'Feb', 'Mar'];
const people = [
  { name: 'Ann', hours: [1, 2, 3] },
  { name: 'Bob', hours: [4, 5, 6] },
];
const document = (rendered: { part: (name: string) => string }): string => rendered.part('word/document.xml');
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Name | one column per month: a title row across, a header row, a loop of body rows, a total row. */
const timesheet = widthTable([3000, 6000], [
  [{ content: 'Timesheet', span: 2 }],
  ['Name', '{{#each months}}{{.}}{{/each}}'],
  [{ content: '{{#each people}}', span: 2 }],
  ['{{name}}', '{{#each hours}}{{.}}{{/each}}'],
  [{ content: '{{/each}}', span: 2 }],
  ['Total', '{{total}}'],
]);

describe('column repeats', () => {
  describe('when a header row and body rows repeat the same cell across', () => {
    const rendered = renderBody(timesheet, { months, people, total: 21 });
    const xml = document(rendered);

    it('writes one cell per item in each row that has the repeat', () => {
      expect(tableRows(xml)).toEqual([['Timesheet'], ['Name', 'Jan', 'Feb', 'Mar'], ['Ann', '1', '2', '3'], ['Bob', '4', '5', '6'], ['Total', '21']]);
    });

    it('recomputes the grid so the table keeps its width: the copies share the repeated column', () => {
      expect(tableGrid(xml)).toEqual([3000, 2000, 2000, 2000]);
    });

    it('gives each cell the width of the grid columns it covers, every row summing to the table width', () => {
      expect(tableWidths(xml)).toEqual([[9000], [3000, 2000, 2000, 2000], [3000, 2000, 2000, 2000], [3000, 2000, 2000, 2000], [3000, 6000]]);
      for (const row of tableWidths(xml)) expect(sum(row)).toBe(9000);
    });

    it('widens the cells of rows without the repeat over the new columns', () => {
      expect(tableSpans(xml)).toEqual([[4], [1, 1, 1, 1], [1, 1, 1, 1], [1, 1, 1, 1], [1, 3]]);
    });

    it('keeps ids unique', () => {
      expect(idProblems(rendered.bytes)).toEqual([]);
      expect(rendered.warnings).toEqual([]);
    });
  });

  describe('when the list is empty', () => {
    const xml = document(renderBody(timesheet, { months: [], people: people.map((person) => ({ ...person, hours: [] })), total: 0 }));

    it('leaves the column out, and the cells that covered only it', () => {
      expect(tableRows(xml)).toEqual([['Timesheet'], ['Name'], ['Ann'], ['Bob'], ['Total']]);
    });

    it('gives its width to the other columns, so the table keeps its width', () => {
      expect(tableGrid(xml)).toEqual([9000]);
      expect(tableWidths(xml)).toEqual([[9000], [9000], [9000], [9000], [9000]]);
      expect(tableSpans(xml)).toEqual([[1], [1], [1], [1], [1]]);
    });
  });

  describe('when the repeated column is in the middle and does not divide evenly', () => {
    const table = widthTable([2000, 6000, 3000], [['Code', '{{#each sizes}}{{.}}{{/each}}', 'Notes']]);
    const xml = document(renderBody(table, { sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] }));

    it('shifts the columns after it and keeps the total width to the twip', () => {
      expect(tableRows(xml)).toEqual([['Code', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', 'Notes']]);
      expect(tableGrid(xml)).toEqual([2000, 857, 857, 857, 857, 857, 857, 858, 3000]);
      expect(sum(tableWidths(xml)[0] ?? [])).toBe(11000);
    });
  });

  describe('when rows repeat different numbers of cells', () => {
    const rendered = renderBody(timesheet, { months, people: [{ name: 'Ann', hours: [1] }], total: 1 });
    const xml = document(rendered);

    it('gives the table the most columns, and a shorter row a last cell over the rest', () => {
      expect(tableGrid(xml)).toEqual([3000, 2000, 2000, 2000]);
      expect(tableRows(xml)[2]).toEqual(['Ann', '1']);
      expect(tableSpans(xml)[2]).toEqual([1, 3]);
      expect(tableWidths(xml)[2]).toEqual([3000, 6000]);
    });

    it('warns that the counts differ', () => {
      expect(rendered.warnings.map((warning) => warning.code)).toEqual(['column_counts_differ']);
    });
  });

  describe('when a later row repeats more cells than the header', () => {
    it('gives the table the later row\'s columns, rewriting the rows written before', () => {
      const rendered = renderBody(timesheet, { months: ['Jan'], people: [{ name: 'Ann', hours: [1, 2] }], total: 3 });
      const xml = document(rendered);
      expect(tableGrid(xml)).toEqual([3000, 3000, 3000]);
      expect(tableRows(xml)).toEqual([['Timesheet'], ['Name', 'Jan'], ['Ann', '1', '2'], ['Total', '3']]);
      expect(tableSpans(xml)).toEqual([[3], [1, 2], [1, 1, 1], [1, 2]]);
      expect(tableWidths(xml)).toEqual([[9000], [3000, 6000], [3000, 3000, 3000], [3000, 6000]]);
      expect(rendered.warnings.map((warning) => warning.code)).toEqual(['column_counts_differ']);
    });
  });

  describe('when the repeated cell spans two grid columns', () => {
    it('repeats both columns per item', () => {
      const table = widthTable([2000, 1000, 3000], [['A', { content: '{{#each items}}{{.}}{{/each}}', span: 2 }], ['B', { content: 'x', span: 2 }]]);
      const xml = document(renderBody(table, { items: ['1', '2'] }));
      expect(tableGrid(xml)).toEqual([2000, 500, 1500, 500, 1500]);
      expect(tableSpans(xml)).toEqual([
        [1, 2, 2],
        [1, 4],
      ]);
      expect(tableWidths(xml)).toEqual([
        [2000, 2000, 2000],
        [2000, 4000],
      ]);
    });
  });

  describe('when the repeat has text around it in its cell', () => {
    it('repeats inside the cell, as before', () => {
      const table = widthTable([3000, 3000], [['Children', 'Names: {{#each children}}{{.}} {{/each}}']]);
      const xml = document(renderBody(table, { children: ['Ann', 'Bob'] }));
      expect(tableRows(xml)).toEqual([['Children', 'Names: Ann Bob ']]);
      expect(tableGrid(xml)).toEqual([3000, 3000]);
    });
  });

  describe('when a column repeat is written in a table without a tag elsewhere', () => {
    it('renders in a body paragraph table as well as in a nested table', () => {
      const inner = widthTable([1000, 2000], [['k', '{{#each items}}{{.}}{{/each}}']]);
      const outer = widthTable([4000], [[{ content: splitParagraph('outer') + inner + splitParagraph('') }]]);
      const xml = document(renderBody(outer, { items: ['a', 'b'] }));
      expect(xml.match(/<w:gridCol w:w="(\d+)"\/>/g)).toEqual(['<w:gridCol w:w="4000"/>', '<w:gridCol w:w="1000"/>', '<w:gridCol w:w="1000"/>', '<w:gridCol w:w="1000"/>']);
    });
  });

  describe('when a cell that covers the repeated column starts before it', () => {
    it('widens over the copies', () => {
      const table = widthTable([3000, 3000, 3000], [['A', '{{#each x}}{{.}}{{/each}}', 'B'], [{ content: 'C', span: 2 }, 'D']]);
      const xml = document(renderBody(table, { x: ['1', '2'] }));
      expect(tableSpans(xml)).toEqual([
        [1, 1, 1, 1],
        [3, 1],
      ]);
      expect(tableWidths(xml)).toEqual([
        [3000, 1500, 1500, 3000],
        [6000, 3000],
      ]);
    });
  });

  describe('when column repeats do not line up', () => {
    const codes = (body: string): string[] => {
      const compiled = compileTemplate(minimalDocx(body));
      if (!compiled.ok) throw new Error(compiled.error.code);
      return compiled.value.diagnostics.map((diagnostic) => diagnostic.code);
    };

    it('is an error when two rows repeat different columns', () => {
      expect(codes(widthTable([3000, 3000, 3000], [['A', '{{#each x}}{{.}}{{/each}}', 'B'], ['{{#each y}}{{.}}{{/each}}', 'C', 'D']]))).toEqual(['column_repeat_unaligned']);
    });

    it('is an error when a cell covers part of the repeated columns', () => {
      expect(codes(widthTable([3000, 3000, 3000], [['A', { content: '{{#each x}}{{.}}{{/each}}', span: 2 }], ['C', 'D', 'E']]))).toEqual(['column_repeat_unaligned']);
    });
  });
});
