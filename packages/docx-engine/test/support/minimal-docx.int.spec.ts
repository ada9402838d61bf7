import { commentRangeXml, endnoteReferenceXml, footnoteReferenceXml, minimalDocx } from '@quire/testing/docx/minimal-docx';
import { readDocx } from './python-docx';
import { paragraphXml, runXml, tableXml } from '@quire/testing/docx/wordml';

const textBox = (text: string): string =>
  '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1">' +
  '<wp:simplePos x="0" y="0"/><wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV>' +
  '<wp:extent cx="914400" cy="457200"/><wp:effectExtent l="0" t="0" r="0" b="0"/><wp:wrapNone/><wp:docPr id="1" name="Text Box 1"/><wp:cNvGraphicFramePr/>' +
  '<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="457200"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></wps:spPr>' +
  `<wps:txbx><w:txbxContent>${paragraphXml(text)}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>` +
  `<mc:Fallback><w:pict><v:rect style="width:72pt;height:36pt"><v:textbox><w:txbxContent>${paragraphXml(text)}</w:txbxContent></v:textbox></v:rect></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

describe('minimalDocx read back by readDocx (python-docx)', () => {
  describe('when the document uses every place tags can be', () => {
    it('gives the text of each place, once', async () => {
      const bytes = minimalDocx(
        paragraphXml('Body ', '<w:hyperlink r:id="rIdL"><w:r><w:t>link</w:t></w:r></w:hyperlink>', footnoteReferenceXml(1), endnoteReferenceXml(1)) +
          paragraphXml(commentRangeXml(0, runXml('commented')), textBox('In a box')) +
          tableXml([['a', tableXml([['nested']]) + paragraphXml('')]]) +
          paragraphXml('tab\tand', '<w:r><w:tab/><w:t>x</w:t><w:br/><w:t>y</w:t></w:r>'),
        {
          headers: { default: paragraphXml('Default header'), first: paragraphXml('First header') },
          footers: { even: paragraphXml('Even footer') },
          footnotes: { 1: paragraphXml('A footnote') },
          endnotes: { 1: paragraphXml('An endnote') },
          comments: { 0: paragraphXml('A comment') },
          title: 'A title',
          documentRelationships: [
            { id: 'rIdL', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink', target: 'https://example.com', external: true },
          ],
        },
      );
      expect(await readDocx(bytes)).toEqual({
        body: ['Body link', 'commented', 'a', 'nested', '', 'tab\tand\tx\ny'],
        headers: [
          { section: 0, kind: 'default', part: 'word/header1.xml', paragraphs: ['Default header'] },
          { section: 0, kind: 'first', part: 'word/header2.xml', paragraphs: ['First header'] },
        ],
        footers: [{ section: 0, kind: 'even', part: 'word/footer1.xml', paragraphs: ['Even footer'] }],
        footnotes: ['A footnote'],
        endnotes: ['An endnote'],
        comments: ['A comment'],
        textBoxes: ['In a box'],
        title: 'A title',
      });
    });
  });

  describe('when the bytes are not a .docx', () => {
    it('rejects', async () => {
      await expect(readDocx(Buffer.from('not a docx'))).rejects.toThrow(/python-docx could not read/);
    });
  });
});
