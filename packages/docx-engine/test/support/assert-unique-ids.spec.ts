import { idProblems } from './assert-unique-ids';
import { minimalDocx, footnoteReferenceXml } from '@quire/testing/docx/minimal-docx';
import { vmlTextBoxRun } from './vml';
import { paragraphXml } from '@quire/testing/docx/wordml';

const picture = (id: number): string => `<w:r><w:drawing><wp:inline><wp:extent cx="1" cy="1"/><wp:docPr id="${id}" name="P${id}"/></wp:inline></w:drawing></w:r>`;

describe('idProblems', () => {
  it('finds nothing wrong in a valid document', () => {
    expect(idProblems(minimalDocx(paragraphXml('a', footnoteReferenceXml(1)) + paragraphXml(picture(1)) + paragraphXml(vmlTextBoxRun(1, paragraphXml('box')) + vmlTextBoxRun(2, paragraphXml('box'))), { footnotes: { 1: paragraphXml('n') } }))).toEqual([]);
  });

  it('reports repeated drawing ids, bookmark names, undefined styles and lists, missing notes and dangling relationships', () => {
    const problems = idProblems(
      minimalDocx(
        paragraphXml(picture(3)) +
          paragraphXml(picture(3)) +
          paragraphXml(vmlTextBoxRun(2, paragraphXml('box'))) +
          paragraphXml(vmlTextBoxRun(2, paragraphXml('box'))) +
          paragraphXml('<w:bookmarkStart w:id="1" w:name="A"/>', 'x', '<w:bookmarkEnd w:id="1"/>', '<w:bookmarkStart w:id="2" w:name="A"/>', '<w:bookmarkEnd w:id="2"/>') +
          paragraphXml('<w:pPr><w:pStyle w:val="Nope"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="7"/></w:numPr></w:pPr>', 'y', footnoteReferenceXml(9)) +
          paragraphXml(`<w:hyperlink r:id="rId99"><w:r><w:t>z</w:t></w:r></w:hyperlink>`),
        { documentRelationships: [{ id: 'rId5', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image', target: 'media/missing.png' }] },
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'wp:docPr ids repeat: 3',
        'VML shape ids repeat: Text Box 2',
        'VML shape ids (o:spid) repeat: _x0000_s1026',
        'bookmark names repeat: A',
        'style Nope is used but not defined',
        'list 7 is used but not defined',
        'footnote 9 is referenced but does not exist',
        'relationship rId5 of word/document.xml points at a missing part media/missing.png',
        'word/document.xml refers to a relationship rId99 it does not have',
      ]),
    );
  });
});
