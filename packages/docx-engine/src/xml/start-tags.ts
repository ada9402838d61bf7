import { tagEnd } from './xml-scanner';
const isNameEnd = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13 || code === 47 /* / */ || code === 62; /* > */


/** Whether [from, to) holds ` r:` (an attribute in the relationships namespace, as Word writes it). */
const hasRelationshipAttribute = (xml: string, from: number, to: number): boolean => {
  for (let index = from; index < to - 2; index++) {
    if (xml.charCodeAt(index) === 32 && xml.charCodeAt(index + 1) === 114 && xml.charCodeAt(index + 2) === 58) return true;
  }
  return false;
};

/**
 * Rewrites the start tags of an XML fragment in one pass; text, end tags, comments and anything
 * else are kept as they are. `rewrite` answers the new tag text (or '' to drop a self-closing
 * element); it is called only for tags whose name `wanted` accepts or that carry an `r:`
 * attribute (a relationship), and the fragment is copied in slices around the tags it changes.
 */
export const rewriteStartTags = (
  xml: string,
  rewrite: (name: string, attributes: string, selfClosing: boolean, tag: string) => string,
  wanted: (name: string) => boolean = () => true,
): string => {
  let out = '';
  let copied = 0;
  for (let start = xml.indexOf('<'); start !== -1; start = xml.indexOf('<', start + 1)) {
    const next = xml.charCodeAt(start + 1);
    if (next === 47 || next === 33 || next === 63) continue;
    let nameEnd = start + 1;
    while (nameEnd < xml.length && !isNameEnd(xml.charCodeAt(nameEnd))) nameEnd++;
    const afterTag = tagEnd(xml, nameEnd);
    if (afterTag === -1) break;
    const end = afterTag - 1; // the start tag's `>`
    const name = xml.slice(start + 1, nameEnd);
    if (!wanted(name)) {
      if (!hasRelationshipAttribute(xml, nameEnd, end)) {
        start = end;
        continue;
      }
    }
    const selfClosing = xml.charCodeAt(end - 1) === 47;
    const tag = xml.slice(start, end + 1);
    const replaced = rewrite(name, xml.slice(nameEnd, selfClosing ? end - 1 : end), selfClosing, tag);
    if (replaced !== tag) {
      out += xml.slice(copied, start) + replaced;
      copied = end + 1;
    }
    start = end;
  }
  return copied === 0 ? xml : out + xml.slice(copied);
};

// A plain Map, not a bounded cache: its keys are the attribute names this code asks for, a handful.
const patterns = new Map<string, { readonly value: RegExp; readonly whole: RegExp }>();

/** The (cached) patterns of one attribute: its value, and the whole attribute. */
const attributePatterns = (name: string): { readonly value: RegExp; readonly whole: RegExp } => {
  let found = patterns.get(name);
  if (found === undefined) {
    const escaped = name.replace(/[.:]/g, '\\$&');
    found = { value: new RegExp(`(\\s${escaped}\\s*=\\s*)(?:"([^"]*)"|'([^']*)')`), whole: new RegExp(`\\s${escaped}\\s*=\\s*(?:"[^"]*"|'[^']*')`) };
    patterns.set(name, found);
  }
  return found;
};
const attributePattern = (name: string): RegExp => attributePatterns(name).value;

/** Where the value of an attribute lies in a start tag's attribute text (Word writes `name="value"`; other spellings take the pattern). */
const valueSpan = (attributes: string, name: string): { start: number; end: number } | undefined => {
  const simple = attributes.indexOf(` ${name}="`);
  if (simple !== -1) {
    const start = simple + name.length + 3;
    const end = attributes.indexOf('"', start);
    if (end !== -1) return { start, end };
  }
  const match = attributePattern(name).exec(attributes);
  if (match === null) return undefined;
  const start = match.index + (match[1]?.length ?? 0) + 1;
  return { start, end: start + (match[2] ?? match[3] ?? '').length };
};

/** The raw (undecoded) value of an attribute in a start tag's attribute text. */
export const attributeOf = (attributes: string, name: string): string | undefined => {
  const span = valueSpan(attributes, name);
  return span === undefined ? undefined : attributes.slice(span.start, span.end);
};

/** The attribute text with one attribute's value replaced (raw value, already escaped). */
export const withAttribute = (attributes: string, name: string, value: string): string => {
  const span = valueSpan(attributes, name);
  return span === undefined ? attributes : attributes.slice(0, span.start) + value + attributes.slice(span.end);
};

/** The attribute text without an attribute. */
export const withoutAttribute = (attributes: string, name: string): string => attributes.replace(attributePatterns(name).whole, '');

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
