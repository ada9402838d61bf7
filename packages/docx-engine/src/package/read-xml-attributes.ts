import { decodeXmlText } from '../xml/xml-text';

const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The attributes of one start tag's text (what lies between the element name and `>`), by
 * local name (a prefix is kept as written). Enough for the flat, machine-written parts
 * ([Content_Types].xml, .rels) without a DOM.
 */
export const readXmlAttributes = (tagText: string): ReadonlyMap<string, string> => {
  const attributes = new Map<string, string>();
  for (const match of tagText.matchAll(ATTRIBUTE)) {
    const [, name, doubleQuoted, singleQuoted] = match;
    if (name !== undefined) attributes.set(name, decodeXmlText(doubleQuoted ?? singleQuoted ?? ''));
  }
  return attributes;
};

/** The attribute texts of every element with this local name (any prefix), in document order. */
export const findElements = (xml: string, localName: string): ReadonlyMap<string, string>[] => {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${localName}(\\s[^>]*)?/?>`, 'g');
  return Array.from(xml.matchAll(pattern), (match) => readXmlAttributes(match[1] ?? ''));
};
