/*
 * Runs the marker unit tests, then opens every document they rendered with python-docx (each must
 * open, with the body text our own reading finds); and converts a template of each kind of marker
 * with LibreOffice, checking the text it prints.
 */
import './content-controls.spec';
import './bookmarks.spec';
import './merge-fields.spec';
import { parseExpression } from '@quire/expressions';
import type { Vocabulary } from '../../../src/vocabulary/vocabulary';
import { readDocx } from '../../support/python-docx';
import { itReadsRenderedDocumentsAlike } from '../support/read-back';
import { pdfTextLines } from '../support/pdf-text';
import { renderBody } from '../support/render-docx';
import { wordParagraph, wordRun, wordTable } from '../support/word-like';
import { blockControl, bookmarkEnd, bookmarkStart, complexMergeField, inlineControl, simpleMergeField } from '../support/word-markers';

const married = parseExpression('marital_status = "married"');
if (!married.ok) throw new Error(married.error.message);
const vocabulary: Vocabulary = {
  aliases: [
    { name: 'client_name', type: 'text', synonyms: ['Client Name'] },
    { name: 'children', type: 'list', synonyms: [], itemFields: ['name'] },
  ],
  rules: [{ name: 'Married', kind: 'condition', expression: married.value }],
};
const data = { client_name: 'Ada Lovelace', marital_status: 'single', children: [{ name: 'Ann' }, { name: 'Bob' }] };

const controlsOnly =
  wordParagraph(wordRun('Client: ') + inlineControl({ tag: 'client_name', title: 'Client', placeholder: true, runProperties: '<w:b/>' })) +
  blockControl({ tag: 'Married' }, wordParagraph(wordRun('Spouse clause'))) +
  wordTable([[wordParagraph(wordRun('Child'))]]).replace(/<\/w:tr>/, (end) => `${end}${blockControl({ tag: 'each:children' }, `<w:tr><w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${wordParagraph(inlineControl({ tag: 'name', placeholder: true }))}</w:tc></w:tr>`)}`) +
  wordParagraph(wordRun('End of controls'));

const bookmarksOnly =
  wordParagraph(wordRun('Bookmarks for Ada')) +
  wordParagraph(bookmarkStart(1, 'Married') + wordRun('Spouse paragraph')) +
  wordParagraph(wordRun('Second spouse paragraph') + bookmarkEnd(1)) +
  wordParagraph(wordRun('The client') + bookmarkStart(2, 'Married') + wordRun(' and spouse') + bookmarkEnd(2) + wordRun(' signs.'));

const mergeFieldsOnly =
  wordParagraph(wordRun('Dear ') + simpleMergeField(' MERGEFIELD client_name \\* MERGEFORMAT ', '«client_name»') + wordRun(',')) +
  wordParagraph(wordRun('Re: ') + complexMergeField([' MERGEFIELD ', '"Client ', 'Name" ', '\\* Upper ', '\\* MERGEFORMAT '], '«Client Name»', '<w:i/>'));

describe('templates of Word-native markers', () => {
  describe('when the documents the marker unit tests rendered are read with python-docx', () => {
    itReadsRenderedDocumentsAlike('all open, with the text our own reading finds', 30);
  });

  describe.each([
    ['content controls only', controlsOnly, ['Client: Ada Lovelace', 'Child', 'Ann', 'Bob', 'End of controls']],
    ['bookmarks only', bookmarksOnly, ['Bookmarks for Ada', 'The client signs.']],
    ['MERGEFIELDs only', mergeFieldsOnly, ['Dear Ada Lovelace,', 'Re: ADA LOVELACE']],
  ])('when a template of %s is filled', (_name, body, expected) => {
    it('python-docx reads the expected text, and LibreOffice prints it', async () => {
      const rendered = renderBody(body, data, { vocabulary });
      expect((await readDocx(rendered.bytes)).body).toEqual(expected);
      expect(rendered.part('word/document.xml')).not.toMatch(/<w:sdt>|MERGEFIELD|w:name="Married"/);
      expect(await pdfTextLines(rendered.bytes)).toEqual(expected);
    }, 240_000);
  });
});
