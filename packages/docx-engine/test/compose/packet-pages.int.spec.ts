import { mergeDocuments } from '../../src/compose/merge-documents';
import { pdfLines, renderWithLibreOffice } from '../support/libreoffice';
import { readDocx } from '../support/python-docx';
import { pagedForm } from './support/paged-forms';

jest.setTimeout(240_000);

describe('a merged packet\'s page numbers, read back by python-docx and LibreOffice', () => {
  const merged = mergeDocuments([pagedForm('A', 2), pagedForm('B', 3, { simpleFields: true }), pagedForm('C', 1)]);
  if (!merged.ok) throw new Error(merged.error.message);

  it('opens in python-docx with each form\'s own footer', async () => {
    const dump = await readDocx(merged.value);
    expect(dump.footers.map((footer) => footer.paragraphs[0]?.replace(/\d/g, '#'))).toEqual(['A Page # of #', 'B Page # of #', 'C Page # of #']);
  });

  it('numbers each form\'s pages on its own when LibreOffice lays it out: the second form starts at "Page 1 of 3"', async () => {
    const pdf = await renderWithLibreOffice(merged.value);
    expect(pdf.pages).toBe(6);
    expect(pdfLines(pdf.text).filter((line) => / Page \d+ of \d+$/.test(line))).toEqual(['A Page 1 of 2', 'A Page 2 of 2', 'B Page 1 of 3', 'B Page 2 of 3', 'B Page 3 of 3', 'C Page 1 of 1']);
  });
});
