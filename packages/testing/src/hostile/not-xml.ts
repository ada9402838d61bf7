import { hostileDocx } from './hostile-docx';

/** The text word/document.xml holds in notXmlDocument. */
export const NOT_XML_TEXT = 'this is not xml at all {{name}}';

/** A package whose word/document.xml is plain text with a tag in it, not XML. */
export const notXmlDocument = (): Uint8Array => hostileDocx({ documentXml: NOT_XML_TEXT });
