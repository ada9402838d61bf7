import type { StyleSheet } from '../part-model/style-sheet';
import { decodeXmlText } from '../xml/xml-text';

/** The list a paragraph style numbers its paragraphs with (`w:pPr/w:numPr` of the style or of a style it is based on). */
export interface StyleNumbering {
  readonly numId: string;
  readonly ilvl: string;
}

/**
 * Where a paragraph numbered only through its style needs its numbering written out: `before` +
 * a numId + `after` inserted at `at` makes the paragraph's own `w:numPr` (or completes one that
 * holds only `w:ilvl`), so that the paragraph can be moved to another numbering instance.
 */
export interface StyleNumberingSite {
  readonly at: number;
  /** The style's numId. */
  readonly numId: string;
  readonly before: string;
  readonly after: string;
}

const NUMBERING_PROPERTIES = /<w:numPr\b[^>]*?(\/?)>([\s\S]*?)<\/w:numPr>/;
const childValue = (xml: string, name: string): string | undefined => new RegExp(`<w:${name}\\b[^>]*?\\sw:val="([^"]*)"`).exec(xml)?.[1];

/** Paragraph styles that number their paragraphs, by style id, `w:basedOn` chains followed (the nearest numId and ilvl win; numId 0 is none). */
export const numberedParagraphStyles = (sheet: StyleSheet | undefined): ReadonlyMap<string, StyleNumbering> => {
  const numbered = new Map<string, StyleNumbering>();
  if (sheet === undefined) return numbered;
  for (const style of sheet.byId.values()) {
    if (style.type !== 'paragraph') continue;
    let numId: string | undefined;
    let ilvl: string | undefined;
    const seen = new Set<string>();
    for (let current = sheet.byId.get(style.id); current !== undefined && !seen.has(current.id); current = current.basedOn === undefined ? undefined : sheet.byId.get(current.basedOn)) {
      seen.add(current.id);
      const numberingProperties = NUMBERING_PROPERTIES.exec(current.xml)?.[2];
      if (numberingProperties === undefined) continue;
      numId ??= childValue(numberingProperties, 'numId');
      ilvl ??= childValue(numberingProperties, 'ilvl');
      if (numId !== undefined && ilvl !== undefined) break;
    }
    if (numId !== undefined && numId !== '0') numbered.set(style.id, { numId, ilvl: ilvl ?? '0' });
  }
  return numbered;
};

/** The end of the paragraph's own properties that may hold its style and numbering: the mark's run properties, a section break or the recorded change come after. */
const OWN_PROPERTIES_END = /<w:(?:rPr|sectPr|pPrChange)\b|<\/w:pPr>/g;
/** Children of `w:pPr` that come before `w:numPr` in the schema's sequence (ECMA-376 CT_PPrBase); all empty elements. */
const BEFORE_NUMBERING = /<w:(?:pStyle|keepNext|keepLines|pageBreakBefore|framePr|widowControl)\b[^>]*\/>/g;

/**
 * The site of a paragraph numbered through its style and not by its own `w:numId`, in
 * `properties` (the paragraph's `w:pPr` element, from its start tag, white space before it
 * allowed); undefined for any other paragraph.
 */
export const styleNumberingSite = (properties: string, styles: ReadonlyMap<string, StyleNumbering>): StyleNumberingSite | undefined => {
  const start = properties.indexOf('<w:pPr');
  if (start === -1 || properties.slice(0, start).trim() !== '') return undefined;
  const startTagEnd = properties.indexOf('>', start) + 1;
  if (startTagEnd === 0 || properties.charCodeAt(startTagEnd - 2) === 47 /* / */) return undefined;
  OWN_PROPERTIES_END.lastIndex = startTagEnd;
  const ownEnd = OWN_PROPERTIES_END.exec(properties);
  // Properties cut before their end (a slice of them) are left alone.
  if (ownEnd === null) return undefined;
  const own = properties.slice(0, ownEnd.index);
  const styleId = childValue(own, 'pStyle');
  const numbering = styleId === undefined ? undefined : styles.get(decodeXmlText(styleId));
  if (numbering === undefined || own.includes('<w:numId')) return undefined;
  const numId = numbering.numId;
  const ownNumbering = NUMBERING_PROPERTIES.exec(own);
  if (ownNumbering !== null) {
    // The paragraph chooses its level and leaves the list to its style.
    if (ownNumbering[1] === '/') return undefined;
    const contentStart = ownNumbering.index + ownNumbering[0].length - (ownNumbering[2] ?? '').length - '</w:numPr>'.length;
    const level = /<w:ilvl\b[^>]*\/>/.exec(ownNumbering[2] ?? '');
    if (level !== null) return { at: contentStart + level.index + level[0].length, numId, before: '<w:numId w:val="', after: '"/>' };
    return { at: contentStart, numId, before: `<w:ilvl w:val="${numbering.ilvl}"/><w:numId w:val="`, after: '"/>' };
  }
  let at = startTagEnd;
  for (const before of own.matchAll(BEFORE_NUMBERING)) at = Math.max(at, (before.index ?? 0) + before[0].length);
  return { at, numId, before: `<w:numPr><w:ilvl w:val="${numbering.ilvl}"/><w:numId w:val="`, after: '"/></w:numPr>' };
};
