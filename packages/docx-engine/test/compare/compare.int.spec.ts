import { minimalDocx, type MinimalDocxExtras } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, runXml, tableXml } from '@quire/testing/docx/wordml';
import { compareDocuments, type ComparedDocuments } from '../../src/engine';
import { docxText } from '../../src/docx-text';
import { openDocx } from '../../src/package/open-docx';
import { renderAllWithLibreOffice } from '../support/libreoffice';
import { readDocx as readWithPython, type DocxTextDump } from '../support/python-docx';
import { resolveTrackedChanges } from '../support/tracked-changes';

/*
 * A compare's output read back as Word's Accept All and Reject All would leave it (python with
 * lxml resolves the marks; python-docx and the engine read the result): accepting gives the
 * revised file's text, rejecting the original's, for paragraphs, words, table rows, headers and
 * footers. LibreOffice opens every output.
 */

jest.setTimeout(300_000);

const DATE = new Date('2026-11-28T10:00:00.000Z');

const compared = (original: Buffer, revised: Buffer): ComparedDocuments => {
  const result = compareDocuments(original, revised, { date: DATE });
  if (!result.ok) throw new Error(`compare failed: ${JSON.stringify(result.error)}`);
  return result.value;
};

const engineText = (docx: Uint8Array): string => {
  const text = docxText(docx);
  if (!text.ok) throw new Error(text.error.message);
  return text.value;
};

interface Sides {
  readonly python: DocxTextDump;
  readonly engine: string;
}

const readBoth = async (docx: Uint8Array): Promise<Sides> => ({ python: await readWithPython(docx), engine: engineText(docx) });

/** Accepting every change reads as the revised file, rejecting every change as the original, to python-docx and to the engine. */
const expectResolvesTo = async (result: ComparedDocuments, original: Buffer, revised: Buffer): Promise<void> => {
  const [accepted, rejected] = [await resolveTrackedChanges(result.docx, 'accept'), await resolveTrackedChanges(result.docx, 'reject')];
  const [acceptedText, rejectedText, revisedText, originalText] = [await readBoth(accepted), await readBoth(rejected), await readBoth(revised), await readBoth(original)];
  expect(acceptedText.python.body).toEqual(revisedText.python.body);
  expect(rejectedText.python.body).toEqual(originalText.python.body);
  expect(acceptedText.python.headers.map((header) => header.paragraphs)).toEqual(revisedText.python.headers.map((header) => header.paragraphs));
  expect(rejectedText.python.headers.map((header) => header.paragraphs)).toEqual(originalText.python.headers.map((header) => header.paragraphs));
  expect(acceptedText.python.footers.map((footer) => footer.paragraphs)).toEqual(revisedText.python.footers.map((footer) => footer.paragraphs));
  expect(rejectedText.python.footers.map((footer) => footer.paragraphs)).toEqual(originalText.python.footers.map((footer) => footer.paragraphs));
  expect(acceptedText.engine).toBe(revisedText.engine);
  expect(rejectedText.engine).toBe(originalText.engine);
};

const bodyXml = (docx: Uint8Array): string => {
  const opened = openDocx(docx);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.text(opened.value.mainDocumentPart);
};

const docx = (body: string, extras?: MinimalDocxExtras): Buffer => minimalDocx(body, extras);
const outputs: Uint8Array[] = [];

describe('compareDocuments, resolved by accepting or rejecting every change', () => {
  it('inserted, deleted and changed paragraphs', async () => {
    const original = docx(
      [
        paragraphXml('Master services agreement'),
        paragraphXml('The supplier delivers the goods within thirty days.'),
        paragraphXml('This paragraph goes away entirely.'),
        paragraphXml('Payment is due on receipt of the invoice.'),
        paragraphXml('Governing law: England.'),
      ].join(''),
    );
    const revised = docx(
      [
        paragraphXml('Master services agreement'),
        paragraphXml('A clause nobody had before, about notices.'),
        paragraphXml('The supplier delivers the goods within fourteen days.'),
        paragraphXml('Payment is due on receipt of the invoice.'),
        paragraphXml('Governing law: England.'),
        paragraphXml('Signed by both parties.'),
      ].join(''),
    );
    const result = compared(original, revised);
    outputs.push(result.docx);
    expect(result.changes.map((change) => [change.kind, change.element, change.location])).toEqual([
      ['inserted', 'paragraph', 'paragraph 2'],
      ['changed', 'paragraph', 'paragraph 3'],
      ['deleted', 'paragraph', 'paragraph 3'],
      ['inserted', 'paragraph', 'paragraph 6'],
    ]);
    expect(result.changes[1]).toMatchObject({ before: 'The supplier delivers the goods within thirty days.', after: 'The supplier delivers the goods within fourteen days.', area: 'body', part: 'word/document.xml' });
    await expectResolvesTo(result, original, revised);
  });

  it('words inside a paragraph, across runs of different formatting, tags shown as their text', async () => {
    const original = docx(paragraphXml(runXml('Dear '), runXml('{{client_name}}', '<w:b/>'), runXml(', thank you for your order of '), runXml('{{order_date | date}}'), runXml('.')));
    const revised = docx(paragraphXml(runXml('Dear '), runXml('{{customer_name}}', '<w:b/>'), runXml(', many thanks for the order placed on '), runXml('{{order_date | date}}'), runXml('!')));
    const result = compared(original, revised);
    outputs.push(result.docx);
    expect(result.changes).toEqual([
      expect.objectContaining({ kind: 'changed', element: 'paragraph', before: 'Dear {{client_name}}, thank you for your order of {{order_date | date}}.', after: 'Dear {{customer_name}}, many thanks for the order placed on {{order_date | date}}!' }),
    ]);
    const body = bodyXml(result.docx);
    expect(body).toContain('<w:delText xml:space="preserve">{{client_name}}</w:delText>');
    expect(body).toMatch(/<w:ins w:id="\d+" w:author="Quire" w:date="2026-11-28T10:00:00Z"><w:r><w:rPr><w:b\/><\/w:rPr><w:t xml:space="preserve">\{\{customer_name\}\}<\/w:t><\/w:r><\/w:ins>/);
    await expectResolvesTo(result, original, revised);
  });

  it('table rows inserted, deleted and changed', async () => {
    const original = docx(
      paragraphXml('Schedule of fees') +
        tableXml([
          ['Item', 'Fee'],
          ['Set-up', '1,000'],
          ['Support', '200 a month'],
          ['Training', '500'],
        ]),
    );
    const revised = docx(
      paragraphXml('Schedule of fees') +
        tableXml([
          ['Item', 'Fee'],
          ['Set-up', '1,000'],
          ['Hosting', '90 a month'],
          ['Support', '250 a month'],
        ]),
    );
    const result = compared(original, revised);
    outputs.push(result.docx);
    expect(result.changes.map((change) => [change.kind, change.element, change.location])).toEqual(
      expect.arrayContaining([
        ['inserted', 'row', 'table 1, row 3'],
        ['changed', 'paragraph', 'table 1, row 4, cell 2, paragraph 1'],
        ['deleted', 'row', 'table 1, row 4'],
      ]),
    );
    const body = bodyXml(result.docx);
    expect(body).toMatch(/<w:trPr><w:ins w:id="\d+" w:author="Quire"/);
    expect(body).toMatch(/<w:trPr><w:del w:id="\d+" w:author="Quire"/);
    await expectResolvesTo(result, original, revised);
  });

  it('headers and footers', async () => {
    const original = docx(paragraphXml('Body text'), {
      headers: { default: paragraphXml('Draft for discussion') },
      footers: { default: paragraphXml('Confidential — Acme Ltd') },
    });
    const revised = docx(paragraphXml('Body text'), {
      headers: { default: paragraphXml('Final version') + paragraphXml('Executed copy') },
      footers: { default: paragraphXml('Confidential — Acme Holdings Ltd') },
    });
    const result = compared(original, revised);
    outputs.push(result.docx);
    expect(result.changes.map((change) => [change.area, change.kind])).toEqual([
      ['header', 'deleted'],
      ['header', 'inserted'],
      ['header', 'inserted'],
      ['footer', 'changed'],
    ]);
    await expectResolvesTo(result, original, revised);
  });

  it('LibreOffice opens every output', async () => {
    expect(outputs.length).toBe(4);
    const pdfs = await renderAllWithLibreOffice(outputs);
    for (const pdf of pdfs) expect(pdf.pages).toBeGreaterThan(0);
  });
});
