import type { DocxPackage } from '../package/docx-package';

/*
 * Headers and footers are paired by what refers to them: the same section (counted in order),
 * the same kind (header or footer) and the same type (default, first, even). A part of the
 * revised file that no original part answers is compared with nothing (all of it inserted).
 */

export interface HeaderFooterRef {
  readonly area: 'header' | 'footer';
  /** `0|header|default`: section, kind and type. */
  readonly key: string;
  readonly part: string;
}

const ATTRIBUTE = (name: string): RegExp => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`);
/** A reference to a header or footer. */
const REFERENCE = /<w:(headerReference|footerReference)\b[^>]*>/g;
const SECTION = '<w:sectPr';
const SECTION_END = '</w:sectPr>';

/** Each section's properties in order, as XML: found by searching for their tags (a document has few), not by reading all of it. */
function* sectionProperties(mainXml: string): Generator<string> {
  for (let at = mainXml.indexOf(SECTION); at !== -1; at = mainXml.indexOf(SECTION, at + SECTION.length)) {
    const next = mainXml.charCodeAt(at + SECTION.length);
    // `<w:sectPrChange>` shares the start; only `<w:sectPr>`, `<w:sectPr …>` or `<w:sectPr/>` is one.
    if (next !== 62 && next !== 47 && next !== 32 && next !== 9 && next !== 10 && next !== 13) continue;
    const tagEnd = mainXml.indexOf('>', at);
    if (tagEnd === -1) return;
    if (mainXml.charCodeAt(tagEnd - 1) === 47) {
      yield mainXml.slice(at, tagEnd + 1);
      continue;
    }
    const end = mainXml.indexOf(SECTION_END, tagEnd);
    yield mainXml.slice(at, end === -1 ? mainXml.length : end);
    if (end === -1) return;
    at = end;
  }
}

/** Every header and footer the main part refers to, in order of its sections (read from the references' start tags, no tree). */
export const headerFooterRefs = (pkg: DocxPackage, mainXml: string): HeaderFooterRef[] => {
  const relationships = pkg.relationships(pkg.mainDocumentPart);
  const refs: HeaderFooterRef[] = [];
  let section = 0;
  for (const properties of sectionProperties(mainXml)) {
    for (const match of properties.matchAll(REFERENCE)) {
      const area = match[1] === 'headerReference' ? 'header' : 'footer';
      const id = ATTRIBUTE('r:id').exec(match[0])?.[1];
      const type = ATTRIBUTE('w:type').exec(match[0])?.[1] ?? 'default';
      const part = relationships.find((relationship) => relationship.id === id)?.targetPart;
      if (part !== undefined && pkg.has(part)) refs.push({ area, key: `${section}|${area}|${type}`, part });
    }
    section++;
  }
  return refs;
};
