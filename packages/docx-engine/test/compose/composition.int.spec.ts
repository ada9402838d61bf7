import { mergeDocuments } from '../../src/compose/merge-documents';
import { renderWithLibreOffice, pdfLines } from '../support/libreoffice';
import { readDocx } from '../support/python-docx';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { listNumberNumberingXml, listNumberParagraphXml, listNumberStylesXml } from '../support/style-numbered-list';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { plainSnippetDocx, richSnippetDocx, richSnippetTexts, templateDocx, TEMPLATE_TEXTS } from './support/composition-docs';
import { renderedPacket } from './support/packet-docs';
import { readSections } from './support/python-sections';
import { renderWithSnippets } from './support/render-with-snippets';

jest.setTimeout(240_000);

describe('composed documents, read back by python-docx and LibreOffice', () => {
  describe('when a template inserts a rich snippet, a snippet in a repeat and an inline one', () => {
    const rendered = renderWithSnippets(
      templateDocx(
        paragraphXml('{{> Confidentiality}}') +
          paragraphXml('{{#each parties}}') +
          paragraphXml('{{> Party}}') +
          paragraphXml('{{/each}}') +
          paragraphXml('Signed by {{> Signer}} today.'),
      ),
      { client: 'Acme', parties: [{ name: 'Ann' }, { name: 'Bob' }], who: 'Ada' },
      { Confidentiality: richSnippetDocx(), Party: plainSnippetDocx('Party: {{name}}'), Signer: plainSnippetDocx('the director {{who}}') },
    );
    const expectedBody = [
      ...TEMPLATE_TEXTS,
      ...richSnippetTexts('Acme'),
      'Party: Ann',
      'Party: Bob',
      'Signed by the director Ada today.',
    ];

    it('opens in python-docx with the expected text and both footnotes', async () => {
      const dump = await readDocx(rendered.bytes);
      expect(dump.body).toEqual(expectedBody);
      expect(dump.footnotes).toEqual([' Template note.', ' Snippet note for Acme.']);
    });

    it('python-docx sees the imported heading style with the snippet look', async () => {
      const { paragraphStyles, colors } = await readSections(rendered.bytes);
      expect(paragraphStyles.slice(0, 5)).toEqual(['Heading1', 'Normal', 'ListParagraph', 'Normal', 'Heading1_2']);
      expect(colors).toMatchObject({ Heading1: '2F5496', Heading1_2: 'C00000' });
    });

    it('converts with LibreOffice, the lists numbered and the notes shown', async () => {
      const pdf = await renderWithLibreOffice(rendered.bytes);
      const lines = pdfLines(pdf.text);
      for (const text of ['Agreement', 'Confidentiality', 'Keep it secret, Acme.', 'See the policy', 'Party: Ann', 'Party: Bob', 'Signed by the director Ada today.', 'Snippet note for Acme.', 'Template note.']) {
        expect(lines.some((line) => line.includes(text))).toBe(true);
      }
      expect(lines).toContain('1. Template item one');
      expect(lines).toContain('1. Snippet item one');
      expect(lines).toContain('2. Snippet item two');
    });
  });

  describe('when lists numbered through the "List Number" style restart per item, in the template and in snippets', () => {
    const extras = { stylesXml: listNumberStylesXml(), numberingXml: listNumberNumberingXml() };
    const rendered = renderWithSnippets(
      minimalDocx(
        paragraphXml('{{#each parties restart}}') +
          paragraphXml('Party {{name}}') +
          listNumberParagraphXml('{{name}} first') +
          listNumberParagraphXml('{{name}} second', 'ClauseNumber') +
          paragraphXml('{{/each}}') +
          paragraphXml('{{> Steps}}') +
          paragraphXml('{{> Steps}}'),
        extras,
      ),
      { parties: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cid' }] },
      { Steps: minimalDocx(listNumberParagraphXml('Step one') + listNumberParagraphXml('Step two'), extras) },
    );

    it('LibreOffice numbers each item from 1, and each insertion of the snippet from 1', async () => {
      const lines = pdfLines((await renderWithLibreOffice(rendered.bytes)).text);
      const numbered = lines.filter((line) => /^\d+\. /.test(line));
      expect(numbered).toEqual(['1. Ann first', '2. Ann second', '1. Bob first', '2. Bob second', '1. Cid first', '2. Cid second', '1. Step one', '2. Step two', '1. Step one', '2. Step two']);
    });
  });

  describe('when three documents with different page setup, headers and styles are merged', () => {
    const merged = mergeDocuments(renderedPacket({ client: 'Acme' }));
    if (!merged.ok) throw new Error(merged.error.message);

    it('python-docx sees three sections, each with its own page setup, header and footer', async () => {
      const { sections } = await readSections(merged.value);
      expect(sections.map(({ width, height, orientation }) => ({ width, height, orientation }))).toEqual([
        { width: 12240 * 635, height: 15840 * 635, orientation: 'portrait' },
        { width: 15840 * 635, height: 12240 * 635, orientation: 'landscape' },
        { width: 11906 * 635, height: 16838 * 635, orientation: 'portrait' },
      ]);
      expect(sections.map((section) => [section.header, section.footer, section.headerLinked])).toEqual([
        [['Header A'], [''], false],
        [['Header B'], ['Footer B'], false],
        [[''], [''], false],
      ]);
    });

    it('LibreOffice renders three pages, each document with its own header', async () => {
      const pdf = await renderWithLibreOffice(merged.value);
      expect(pdf.pages).toBe(3);
      const pages = pdf.text.split('\f').map(pdfLines);
      expect(pages[0]).toEqual(expect.arrayContaining(['Header A', 'Letter to Acme', 'Dear Acme, alpha body.']));
      expect(pages[1]).toEqual(expect.arrayContaining(['Header B', 'Schedule', 'Footer B']));
      expect(pages[1]?.some((line) => line.includes('Beta note.'))).toBe(true);
      expect(pages[2]).toEqual(expect.arrayContaining(['Gamma notice.', '1. Gamma first', '2. Gamma second']));
      expect(pages[2]).not.toContain('Header A');
      expect(pages[2]).not.toContain('Header B');
    });
  });
});
