import { BROKEN_XML_KINDS, type BrokenXmlKind, brokenXmlDocument } from '@quire/testing/hostile/broken-xml';
import { documentXml, hostileDocx } from '@quire/testing/hostile/hostile-docx';
import { notXmlDocument } from '@quire/testing/hostile/not-xml';
import { openDocx } from '../package/open-docx';
import { compileTemplate } from '../compile/compile-template';

const refusalOf = (bytes: Uint8Array) => {
  const compiled = compileTemplate(bytes);
  return compiled.ok ? undefined : compiled.error;
};

const WHAT_WAS_WRONG: Record<BrokenXmlKind, string> = {
  unclosedElement: 'the end tag </w:body> closes <w:p>',
  mismatchedClose: 'the end tag </w:r> closes <w:t>',
  unquotedAttribute: 'the value of the attribute w:val of <w:jc> is not in quotes',
  attributeWithoutValue: 'the attribute w:rsidR of <w:r> has no value',
  duplicateAttribute: 'the attribute w:val is given twice on <w:jc>',
  strayClose: 'the end tag </w:body> closes no open element',
  textAfterRoot: 'text after the root element',
  secondRoot: 'a second root element <w:document> after the first one ended',
  unterminatedTag: 'a "<" is not followed by a valid element name',
};

describe('well-formed XML (ADR 0043)', () => {
  it('refuses a document part that is not XML at all, before any tag in it is read', () => {
    expect(refusalOf(notXmlDocument())).toEqual({
      code: 'malformed_xml',
      entry: 'word/document.xml',
      message: expect.stringMatching(/^The part word\/document\.xml is not well-formed XML: text before the root element \(line 1, column 1\)\./),
    });
  });

  describe.each(Object.keys(BROKEN_XML_KINDS) as BrokenXmlKind[])('%s', (kind) => {
    it('is refused in the document part, saying what was wrong and where', () => {
      const refusal = refusalOf(brokenXmlDocument(kind));
      expect(refusal).toMatchObject({ code: 'malformed_xml', entry: 'word/document.xml' });
      expect(refusal?.message).toContain(`is not well-formed XML: ${WHAT_WAS_WRONG[kind]} (line 1, column`);
    });

    it('is refused in a part without tags (styles), by compile and by openDocx', () => {
      const bytes = brokenXmlDocument(kind, 'word/styles.xml');
      expect(refusalOf(bytes)).toMatchObject({ code: 'malformed_xml', entry: 'word/styles.xml' });
      const opened = openDocx(bytes);
      expect(opened.ok ? undefined : opened.error.code).toBe('malformed_xml');
    });
  });

  it('gives the line and column of the problem in a part written over several lines', () => {
    const xml = documentXml('\n<w:p>\n  <w:r><w:t>{{name}}</w:r>\n</w:p>\n');
    expect(refusalOf(hostileDocx({ documentXml: xml }))?.message).toContain('the end tag </w:r> closes <w:t> (line 3, column 21)');
  });

  it('accepts what XML allows around the root: a declaration, comments, processing instructions and white space', () => {
    const xml = `${documentXml('<w:p><w:r><w:t>{{name}}</w:t></w:r></w:p><!-- a comment --><w:p><w:r><w:t><![CDATA[a < b]]></w:t></w:r></w:p>')}\n<!-- after -->\n<?pi x?>\n`;
    expect(refusalOf(hostileDocx({ documentXml: xml }))).toBeUndefined();
  });

  it('accepts single-quoted attributes, white space around "=" and in end tags', () => {
    const xml = documentXml(`<w:p><w:pPr><w:jc w:val = 'left' /></w:pPr><w:r ><w:t xml:space="preserve">{{name}}</w:t ></w:r></w:p>`);
    expect(refusalOf(hostileDocx({ documentXml: xml }))).toBeUndefined();
  });

  it('finds an attribute given twice however many a tag holds, and a "<" in a value', () => {
    const attributes = (count: number) => Array.from({ length: count }, (_, index) => ` a${index}="${index}"`).join('');
    const tagWith = (extra: string) => refusalOf(hostileDocx({ documentXml: documentXml(`<w:p><w:pPr><w:jc${extra}/></w:pPr><w:r><w:t>{{name}}</w:t></w:r></w:p>`) }))?.message;
    expect(tagWith(attributes(40))).toBeUndefined();
    expect(tagWith(`${attributes(3)} a1="again"`)).toContain('the attribute a1 is given twice on <w:jc>');
    expect(tagWith(`${attributes(40)} a25="again"`)).toContain('the attribute a25 is given twice on <w:jc>');
    expect(tagWith(`${attributes(40)} a3="again"`)).toContain('the attribute a3 is given twice on <w:jc>');
    expect(tagWith(' w:val="a<b"')).toContain('the value of the attribute w:val of <w:jc> holds a "<"');
  });
});
