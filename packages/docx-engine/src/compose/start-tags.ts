/** A start tag's name and attribute text (everything between the name and `>` or `/>`). */
const START_TAG = /<([A-Za-z_][\w.-]*(?::[\w.-]+)?)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;

/**
 * Rewrites every start tag of an XML fragment in one pass; text, end tags and anything else are
 * kept as they are. `rewrite` answers the new tag text (or '' to drop a self-closing element).
 */
export const rewriteStartTags = (xml: string, rewrite: (name: string, attributes: string, selfClosing: boolean, tag: string) => string): string =>
  xml.replace(START_TAG, (tag: string, name: string, attributes: string, slash: string) => rewrite(name, attributes, slash === '/', tag));

const attributePattern = (name: string): RegExp => new RegExp(`(\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*)(?:"([^"]*)"|'([^']*)')`);

/** The raw (undecoded) value of an attribute in a start tag's attribute text. */
export const attributeOf = (attributes: string, name: string): string | undefined => {
  const match = attributePattern(name).exec(attributes);
  return match === null ? undefined : (match[2] ?? match[3] ?? '');
};

/** The attribute text with one attribute's value replaced (raw value, already escaped). */
export const withAttribute = (attributes: string, name: string, value: string): string =>
  attributes.replace(attributePattern(name), (_whole, lead: string) => `${lead}"${value}"`);

/** The attribute text without an attribute. */
export const withoutAttribute = (attributes: string, name: string): string => attributes.replace(new RegExp(`\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*(?:"[^"]*"|'[^']*')`), '');

export const startTag = (name: string, attributes: string, selfClosing: boolean): string => `<${name}${attributes}${selfClosing ? '/' : ''}>`;

/**
 * Removes every element with this name (and its content), nested ones counted: e.g. a
 * paragraph's section properties, which hold `w:sectPr` again inside a tracked change.
 */
export const removeElements = (xml: string, name: string): string => {
  const open = new RegExp(`<${name}(?=[\\s/>])`, 'g');
  let result = '';
  let position = 0;
  for (let match = open.exec(xml); match !== null; match = open.exec(xml)) {
    const start = match.index;
    const end = elementEnd(xml, name, start);
    result += xml.slice(position, start);
    position = end;
    open.lastIndex = end;
  }
  return position === 0 ? xml : result + xml.slice(position);
};

/** The offset just after the element starting at `start` (self-closing or with an end tag; same-name elements nest). */
export const elementEnd = (xml: string, name: string, start: number): number => {
  const tagEnd = xml.indexOf('>', start);
  if (tagEnd === -1) return xml.length;
  if (xml.charCodeAt(tagEnd - 1) === 47) return tagEnd + 1;
  const pattern = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*?(/?)>`, 'g');
  pattern.lastIndex = tagEnd + 1;
  let depth = 1;
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    if (match[1] === '/') depth--;
    else if (match[2] !== '/') depth++;
    if (depth === 0) return match.index + match[0].length;
  }
  return xml.length;
};
