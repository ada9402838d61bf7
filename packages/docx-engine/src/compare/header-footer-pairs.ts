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
/** A reference to a header or footer, or the end of a section's properties (the next reference is the next section's). */
const REFERENCE_OR_SECTION_END = /<w:(headerReference|footerReference)\b[^>]*>|<\/w:sectPr>|<w:sectPr\b[^>]*\/>/g;

/** Every header and footer the main part refers to, in order of its sections (read from the references' start tags, no tree). */
export const headerFooterRefs = (pkg: DocxPackage, mainXml: string): HeaderFooterRef[] => {
  const relationships = pkg.relationships(pkg.mainDocumentPart);
  const refs: HeaderFooterRef[] = [];
  let section = 0;
  for (const match of mainXml.matchAll(REFERENCE_OR_SECTION_END)) {
    const kind = match[1];
    if (kind === undefined) {
      section++;
      continue;
    }
    const area = kind === 'headerReference' ? 'header' : 'footer';
    const id = ATTRIBUTE('r:id').exec(match[0])?.[1];
    const type = ATTRIBUTE('w:type').exec(match[0])?.[1] ?? 'default';
    const part = relationships.find((relationship) => relationship.id === id)?.targetPart;
    if (part !== undefined && pkg.has(part)) refs.push({ area, key: `${section}|${area}|${type}`, part });
  }
  return refs;
};
