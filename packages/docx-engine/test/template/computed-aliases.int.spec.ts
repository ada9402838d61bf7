/*
 * A Word-like invoice whose totals are computed aliases, rendered and read back the way other
 * programs read it: python-docx opens it and finds the text, LibreOffice converts it to a PDF
 * showing the same figures.
 */
import { renderTemplate } from '../../src/render/render-template';
import type { Vocabulary } from '../../src/vocabulary/vocabulary';
import { pdfLines, renderWithLibreOffice } from '../support/libreoffice';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { readDocx } from '../support/python-docx';
import { calculation } from './support/expression';
import { compiled } from './support/render-docx';
import { inlineControl } from './support/word-markers';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './support/word-like';

const vocabulary: Vocabulary = {
  aliases: [
    { name: 'items', type: 'list', synonyms: [], itemFields: ['description', 'amount'] },
    { name: 'tax_rate', type: 'number', synonyms: [] },
    { name: 'invoice_date', type: 'date', synonyms: [] },
    { name: 'subtotal', type: 'currency', synonyms: [], format: 'USD', formula: calculation('sum(items, "amount")') },
    { name: 'tax', type: 'currency', synonyms: [], format: 'USD', formula: calculation('round(subtotal * tax_rate, 2)') },
    { name: 'total', type: 'currency', synonyms: ['Grand Total'], format: 'USD', formula: calculation('subtotal + tax') },
    { name: 'due_date', type: 'date', synonyms: [], format: 'd MMMM yyyy', formula: calculation('add_days(invoice_date, 30)') },
  ],
  rules: [],
};

const body =
  wordTable([
    [splitParagraph('Description'), splitParagraph('Amount')],
    [splitParagraph('{{#each items}}{{description}}'), splitParagraph('{{amount | currency: "USD"}}{{/each}}')],
    [splitParagraph('Subtotal'), splitParagraph('{{subtotal}}')],
    [splitParagraph('Tax'), splitParagraph('{{tax}}')],
    [splitParagraph('Total'), wordParagraph(inlineControl({ tag: 'Grand Total', placeholder: true }))],
  ]) +
  splitParagraph('Please pay {{Grand Total}} by {{due_date}}.{{#if total > 1000}} A deposit of {{round(total * 0.3, 2) | currency: "USD"}} is due on signing.{{/if}}') +
  wordParagraph(wordRun('Thank you.'));

describe('an invoice with computed totals', () => {
  const data = { items: [{ description: 'Drafting', amount: '1200.10' }, { description: 'Filing', amount: 0.2 }], tax_rate: 0.2, invoice_date: '2024-01-31' };
  const rendered = (): Uint8Array => {
    const result = renderTemplate(compiled(minimalDocx(body)), data, { vocabulary, now: new Date(Date.UTC(2024, 2, 1)) });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.warnings).toEqual([]);
    return result.value.bytes;
  };
  const expected = [
    'Description',
    'Amount',
    'Drafting',
    '$1,200.10',
    'Filing',
    '$0.20',
    'Subtotal',
    '$1,200.30',
    'Tax',
    '$240.06',
    'Total',
    '$1,440.36',
    'Please pay $1,440.36 by 1 March 2024. A deposit of $432.11 is due on signing.',
    'Thank you.',
  ];

  it('opens in python-docx with the computed figures', async () => {
    expect((await readDocx(rendered())).body).toEqual(expected);
  }, 60_000);

  it('converts with LibreOffice, showing the same figures', async () => {
    const pdf = await renderWithLibreOffice(rendered());
    expect(pdf.pages).toBe(1);
    const lines = pdfLines(pdf.text).join('\n');
    for (const figure of ['$1,200.30', '$240.06', '$1,440.36', '1 March 2024', '$432.11']) expect(lines).toContain(figure);
  }, 240_000);
});
