import type { DocxPackage } from '../package/docx-package';
import { elementTree, type XmlElement } from './element-tree';

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

const sectionProperties = (element: XmlElement, found: XmlElement[]): XmlElement[] => {
  for (const child of element.children) {
    if (child.name === 'w:sectPr') found.push(child);
    else sectionProperties(child, found);
  }
  return found;
};

/** Every header and footer the main part refers to, in order of its sections. */
export const headerFooterRefs = (pkg: DocxPackage, mainXml: string): HeaderFooterRef[] => {
  const relationships = pkg.relationships(pkg.mainDocumentPart);
  const refs: HeaderFooterRef[] = [];
  sectionProperties(elementTree(mainXml), []).forEach((section, index) => {
    for (const reference of section.children) {
      const area = reference.name === 'w:headerReference' ? 'header' : reference.name === 'w:footerReference' ? 'footer' : undefined;
      if (area === undefined) continue;
      const tag = mainXml.slice(reference.start, reference.openEnd);
      const id = ATTRIBUTE('r:id').exec(tag)?.[1];
      const type = ATTRIBUTE('w:type').exec(tag)?.[1] ?? 'default';
      const part = relationships.find((relationship) => relationship.id === id)?.targetPart;
      if (part !== undefined && pkg.has(part)) refs.push({ area, key: `${index}|${area}|${type}`, part });
    }
  });
  return refs;
};
