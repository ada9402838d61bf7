import { documentXml, hostileDocx } from './hostile-docx';

/** Ways an XML part can be broken, each with the body (or whole part) that shows it. */
export const BROKEN_XML_KINDS = {
  /** A paragraph opened and never closed. */
  unclosedElement: documentXml('<w:p><w:r><w:t>{{name}}</w:t></w:r>'),
  /** A run closed by the end tag of another element. */
  mismatchedClose: documentXml('<w:p><w:r><w:t>{{name}}</w:r></w:t></w:p>'),
  /** An attribute without quotes. */
  unquotedAttribute: documentXml('<w:p><w:pPr><w:jc w:val=center/></w:pPr><w:r><w:t>{{name}}</w:t></w:r></w:p>'),
  /** An attribute without a value. */
  attributeWithoutValue: documentXml('<w:p><w:r w:rsidR><w:t>{{name}}</w:t></w:r></w:p>'),
  /** The same attribute twice on one element. */
  duplicateAttribute: documentXml('<w:p><w:pPr><w:jc w:val="left" w:val="right"/></w:pPr><w:r><w:t>{{name}}</w:t></w:r></w:p>'),
  /** An end tag with no element open. */
  strayClose: `${documentXml('<w:p><w:r><w:t>{{name}}</w:t></w:r></w:p>')}</w:body>`,
  /** Text after the root element. */
  textAfterRoot: `${documentXml('<w:p><w:r><w:t>{{name}}</w:t></w:r></w:p>')}trailing {{text}}`,
  /** A second root element. */
  secondRoot: `${documentXml('<w:p/>')}<w:document/>`,
  /** A tag that never ends. */
  unterminatedTag: documentXml('<w:p><w:r><w:t>{{name}}</w:t></w:r></w:p><w:p'),
} as const;

export type BrokenXmlKind = keyof typeof BROKEN_XML_KINDS;

/** A package whose word/document.xml is broken in this way (or whose `part` is, when given). */
export const brokenXmlDocument = (kind: BrokenXmlKind, part = 'word/document.xml'): Uint8Array =>
  part === 'word/document.xml'
    ? hostileDocx({ documentXml: BROKEN_XML_KINDS[kind] })
    : hostileDocx({ parts: { [part]: BROKEN_XML_KINDS[kind] } });
