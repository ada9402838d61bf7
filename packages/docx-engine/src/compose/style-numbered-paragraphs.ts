import { numberedParagraphStyles, styleNumberingSite, type StyleNumbering } from '../compile/style-numbering';
import type { StyleSheet } from '../part-model/style-sheet';

const numberedBySheet = new WeakMap<StyleSheet, ReadonlyMap<string, StyleNumbering>>();

const numberedStylesOf = (sheet: StyleSheet): ReadonlyMap<string, StyleNumbering> => {
  let numbered = numberedBySheet.get(sheet);
  if (numbered === undefined) {
    numbered = numberedParagraphStyles(sheet);
    numberedBySheet.set(sheet, numbered);
  }
  return numbered;
};

const PROPERTIES = '<w:pPr';
const END = '</w:pPr>';

/**
 * Source content with its lists that come only from a paragraph style written out: each such
 * paragraph gets a `w:numPr` naming the style's list (its source numId, which the insertion then
 * maps to its own numbering instance, as for paragraphs numbered directly), so that the list
 * starts again where the content is inserted instead of continuing across insertions, and keeps
 * the source's look even when the style lands on a target style of the same definition.
 */
export const withStyleNumbering = (xml: string, sheet: StyleSheet | undefined): string => {
  if (sheet === undefined || !xml.includes('<w:pStyle')) return xml;
  const styles = numberedStylesOf(sheet);
  if (styles.size === 0) return xml;
  let out = '';
  let copied = 0;
  for (let start = xml.indexOf(PROPERTIES); start !== -1; ) {
    const tagClose = xml.indexOf('>', start);
    const next = xml.charCodeAt(start + PROPERTIES.length);
    // `<w:pPrChange`, `<w:pPrDefault`, or `<w:pPr/>`: not a paragraph's properties with content.
    if (tagClose === -1 || (next !== 62 && next !== 32) || xml.charCodeAt(tagClose - 1) === 47) {
      start = tagClose === -1 ? -1 : xml.indexOf(PROPERTIES, tagClose);
      continue;
    }
    // Up to the first end tag: a recorded change's own w:pPr inside comes after what is read.
    const end = xml.indexOf(END, tagClose);
    if (end === -1) break;
    const site = styleNumberingSite(xml.slice(start, end + END.length), styles);
    if (site !== undefined) {
      out += xml.slice(copied, start + site.at) + site.before + site.numId + site.after;
      copied = start + site.at;
    }
    start = xml.indexOf(PROPERTIES, end + END.length);
  }
  return copied === 0 ? xml : out + xml.slice(copied);
};
