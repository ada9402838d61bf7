const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const codePoint = (value: number): string => (value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd');

/** Replaces the five predefined entities and character references of XML attribute text. */
export const decodeXmlEntities = (text: string): string =>
  text.includes('&')
    ? text.replace(ENTITY, (whole, hex: string | undefined, decimal: string | undefined, named: string | undefined) => {
        if (hex !== undefined) return codePoint(parseInt(hex, 16));
        if (decimal !== undefined) return codePoint(parseInt(decimal, 10));
        return (named !== undefined ? NAMED[named] : undefined) ?? whole;
      })
    : text;

/**
 * The attributes of one start tag's text (what lies between the element name and `>`), by
 * local name (a prefix is kept as written). Enough for the flat, machine-written parts
 * ([Content_Types].xml, .rels) without a DOM.
 */
export const readXmlAttributes = (tagText: string): ReadonlyMap<string, string> => {
  const attributes = new Map<string, string>();
  for (const match of tagText.matchAll(ATTRIBUTE)) {
    const [, name, doubleQuoted, singleQuoted] = match;
    if (name !== undefined) attributes.set(name, decodeXmlEntities(doubleQuoted ?? singleQuoted ?? ''));
  }
  return attributes;
};

/** The attribute texts of every element with this local name (any prefix), in document order. */
export const findElements = (xml: string, localName: string): ReadonlyMap<string, string>[] => {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${localName}(\\s[^>]*)?/?>`, 'g');
  return Array.from(xml.matchAll(pattern), (match) => readXmlAttributes(match[1] ?? ''));
};
