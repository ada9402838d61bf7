/*
 * Runs the styled-text unit tests, then reads every document they rendered with python-docx, and
 * converts a document using every construct with LibreOffice.
 */
import './styled-text.spec';
import { spawnSync } from 'node:child_process';
import { pdfLines, renderWithLibreOffice } from '../support/libreoffice';
import { SYSTEM_PYTHON } from '../support/python-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { itReadsRenderedDocumentsAlike } from '../template/support/read-back';
import { renderStyled, tagParagraph } from './support';

const EVERYTHING = {
  clause: [
    '# Offer',
    '',
    'Plain, **bold**, _italic_, ~~struck~~, `code`, <u>underlined</u>, m<sup>2</sup> and H<sub>2</sub>O, [a link](https://example.com).',
    '',
    '## Steps',
    '',
    '3. Third',
    '4. Fourth',
    '   - nested bullet',
    '',
    '> Quoted words.',
    '',
    '```',
    'const x = 1;',
    '```',
    '',
    '| Item | Qty |',
    '|------|----:|',
    '| Tea  | 2   |',
  ].join('\n'),
  notes: '<h3>Notes</h3><ol><li>First note</li><li>Second <b>note</b></li></ol><p style="text-align:center">Centered</p>',
  site: 'https://quire.example',
};

const everything = () =>
  renderStyled(tagParagraph('{{clause | markdown}}') + tagParagraph('{{notes | html}}') + paragraphXml('Visit {{site | link: "our site"}} today.'), EVERYTHING);

/** The style name of each body paragraph, as python-docx reads it. */
const styleNames = (bytes: Uint8Array): string[] => {
  const script = 'import io, sys, json\nfrom docx import Document\nd = Document(io.BytesIO(sys.stdin.buffer.read()))\nprint(json.dumps([p.style.name for p in d.paragraphs]))';
  const run = spawnSync(SYSTEM_PYTHON, ['-c', script], { input: Buffer.from(bytes) });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString()) as string[];
};

describe('styled text read back', () => {
  itReadsRenderedDocumentsAlike('opens with python-docx, with the text our own reading finds, for every document the unit tests rendered', 15);

  it("shows python-docx the template's styles on the paragraphs", () => {
    expect(styleNames(everything().bytes)).toEqual([
      'Heading 1',
      'Normal',
      'Heading 2',
      'List Paragraph',
      'List Paragraph',
      'List Paragraph',
      'Quote',
      'Normal',
      'Heading 3',
      'List Paragraph',
      'List Paragraph',
      'Normal',
      'Normal',
    ]);
  });

  it('converts with LibreOffice, lists numbered from their start, the table and the link text in place', async () => {
    const pdf = await renderWithLibreOffice(everything().bytes);
    const lines = pdfLines(pdf.text);
    expect(lines).toEqual([
      'Offer',
      'Plain, bold, italic, struck, code, underlined, m2 and H2O, a link.',
      'Steps',
      '3. Third',
      '4. Fourth',
      '◦ nested bullet',
      'Quoted words.',
      'const x = 1;',
      'Item Qty',
      'Tea 2',
      'Notes',
      '1. First note',
      '2. Second note',
      'Centered',
      'Visit our site today.',
    ]);
  }, 240_000);
});
