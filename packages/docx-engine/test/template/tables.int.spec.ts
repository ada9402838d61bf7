import { pdfLines, renderWithLibreOffice } from '../support/libreoffice';
import { renderBody } from './support/render-docx';
import { readTables } from './support/python-tables';
import { splitParagraph } from './support/word-like';
import { widthTable } from './support/word-tables';

jest.setTimeout(240_000);

const sum = (values: readonly (number | null)[]): number => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** A docxtpl-style item table (loop rows of their own) and a table with dynamic columns in its header and body rows. */
const body =
  splitParagraph('Quote') +
  widthTable(
    [6000, 3000],
    [['Item', 'Price'], [{ content: '{{#each items}}', span: 2 }], ['{{name}}', '{{price | currency: "USD"}}'], [{ content: '{{/each}}', span: 2 }], ['Total', '{{total | currency: "USD"}}']],
    { header: true },
  ) +
  splitParagraph('Hours') +
  widthTable(
    [3000, 6000],
    [
      [{ content: 'Timesheet', span: 2 }],
      ['Name', '{{#each months}}{{.}}{{/each}}'],
      [{ content: '{{#each people}}', span: 2 }],
      ['{{name}}', '{{#each hours}}{{.}}h{{/each}}'],
      [{ content: '{{/each}}', span: 2 }],
    ],
    { header: true },
  ) +
  splitParagraph('End');

const data = {
  items: [
    { name: 'Widget', price: 10 },
    { name: 'Gadget', price: 25 },
  ],
  total: 35,
  months: ['Jan', 'Feb', 'Mar', 'Apr'],
  people: [
    { name: 'Ann', hours: [1, 2, 3, 4] },
    { name: 'Bob', hours: [5, 6, 7, 8] },
  ],
};

describe('dynamic tables, read back by python-docx and LibreOffice', () => {
  const rendered = renderBody(body, data);

  it('python-docx reads the item rows without blank rows, and the columns with widths summing to the table width', async () => {
    const [items, hours] = await readTables(rendered.bytes);
    expect(items?.rows.map((row) => row.texts)).toEqual([['Item', 'Price'], ['Widget', '$10.00'], ['Gadget', '$25.00'], ['Total', '$35.00']]);
    expect(hours?.columns).toBe(5);
    expect(hours?.grid).toEqual([3000, 1500, 1500, 1500, 1500]);
    expect(hours?.rows.map((row) => row.texts)).toEqual([['Timesheet'], ['Name', 'Jan', 'Feb', 'Mar', 'Apr'], ['Ann', '1h', '2h', '3h', '4h'], ['Bob', '5h', '6h', '7h', '8h']]);
    for (const row of hours?.rows ?? []) expect(sum(row.widths)).toBe(9000);
  });

  it('converts with LibreOffice, each row on its line', async () => {
    const lines = pdfLines((await renderWithLibreOffice(rendered.bytes)).text);
    for (const line of ['Item Price', 'Widget $10.00', 'Gadget $25.00', 'Total $35.00', 'Name Jan Feb Mar Apr', 'Ann 1h 2h 3h 4h', 'Bob 5h 6h 7h 8h']) expect(lines).toContain(line);
  });

  it('leaves the columns out with an empty list, python-docx and LibreOffice reading the rest', async () => {
    const empty = renderBody(body, { ...data, months: [], people: [{ name: 'Ann', hours: [] }] });
    const [, hours] = await readTables(empty.bytes);
    expect(hours?.grid).toEqual([9000]);
    expect(hours?.rows.map((row) => row.texts)).toEqual([['Timesheet'], ['Name'], ['Ann']]);
    const lines = pdfLines((await renderWithLibreOffice(empty.bytes)).text);
    expect(lines).toEqual(expect.arrayContaining(['Quote', 'Timesheet', 'Name', 'Ann', 'End']));
  });
});
