import { documentText } from './document-text';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
const doc = (body: string, declaration = W): string => `<?xml version="1.0" encoding="UTF-8"?><w:document ${declaration}><w:body>${body}<w:sectPr/></w:body></w:document>`;
const run = (text: string): string => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const p = (...content: string[]): string => `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr>${content.join('')}</w:p>`;

describe('documentText', () => {
  describe('when the body has paragraphs and tables', () => {
    it('answers a line per paragraph in document order, empty paragraphs as empty lines', () => {
      const xml = doc(`${p(run('Dear '), run('{{client}},'))}<w:p/>${`<w:tbl><w:tr><w:tc>${p(run('cell 1'))}</w:tc><w:tc>${p(run('cell 2'))}</w:tc></w:tr></w:tbl>`}${p(run('end'))}`);
      expect(documentText(xml, 1000)).toBe('Dear {{client}},\n\ncell 1\ncell 2\nend');
    });
  });

  describe('when runs hold tabs, breaks and entities', () => {
    it('answers tabs and newlines (not the tab stops of the paragraph properties) and decoded text', () => {
      const xml = doc(p('<w:r><w:t>A &amp; B &lt;c&gt; &#233;&#x1F389;</w:t><w:tab/><w:t>x</w:t><w:br/><w:t>y</w:t><w:noBreakHyphen/><w:t>z</w:t></w:r>'));
      expect(documentText(xml, 1000)).toBe('A & B <c> é🎉\tx\ny-z');
    });
  });

  describe('when a text element holds a comment, a processing instruction or CDATA', () => {
    it('answers the CDATA as written and leaves the others out', () => {
      const xml = doc(p('<w:r><w:t>a<!-- note -->b<?pi x?>c<![CDATA[<d> & e]]>f&amp;g</w:t></w:r>'));
      expect(documentText(xml, 1000)).toBe('abc<d> & ef&g');
    });
  });

  describe('when a character reference names a character XML forbids', () => {
    it('leaves it out', () => {
      expect(documentText(doc(p(run('a&#0;b&#x1;c'))), 1000)).toBe('abc');
    });
  });

  describe('when the body holds what is not its text', () => {
    it('leaves out deleted text, field codes, text boxes and mc:Fallback copies, and keeps inserted text and field results', () => {
      const xml = doc(
        p(
          run('kept '),
          '<w:del w:id="1"><w:r><w:delText>deleted</w:delText></w:r></w:del>',
          '<w:ins w:id="2">' + run('inserted ') + '</w:ins>',
          '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>',
          run('1'),
          '<w:r><w:fldChar w:fldCharType="end"/></w:r>',
          `<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent>${p(run('in a box'))}</w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent>${p(run('fallback'))}</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r>`,
          run(' after'),
        ) + p(run('second')),
      );
      expect(documentText(xml, 1000)).toBe('kept inserted 1 after\nsecond');
    });
  });

  describe('when the document binds WordprocessingML to another prefix', () => {
    it('reads it with that prefix', () => {
      const xml = '<x:document xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><x:body><x:p><x:r><x:t>one</x:t><x:tab/><x:t>two</x:t></x:r></x:p></x:body></x:document>';
      expect(documentText(xml, 1000)).toBe('one\ttwo');
    });

    it('reads it as the default namespace', () => {
      const xml = '<document xmlns="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><body><p><r><t>one</t></r></p><p/><p><r><t>two</t></r></p></body></document>';
      expect(documentText(xml, 1000)).toBe('one\n\ntwo');
    });
  });

  describe('when the text is longer than the limit', () => {
    it('is cut at the limit', () => {
      const xml = doc(Array.from({ length: 1000 }, (_, index) => p(run(`paragraph ${index}`))).join(''));
      const text = documentText(xml, 100);
      expect(text).toHaveLength(100);
      expect(text.startsWith('paragraph 0\nparagraph 1\n')).toBe(true);
    });

    it('does not split a character beyond the basic plane', () => {
      expect(documentText(doc(p(run('ab🎉'))), 3)).toBe('ab');
    });
  });

  describe('when the XML is damaged', () => {
    it.each(['', '<', '<w:p>', '<w:p><w:r><w:t>open', '</w:p></w:p>', '<!-- unterminated', '<![CDATA[x', '<w:p a="unterminated>text</w:p>', doc(p(run('x'))).slice(0, 150)])('answers what it could read of %j', (xml) => {
      expect(typeof documentText(xml, 1000)).toBe('string');
    });
  });
});
