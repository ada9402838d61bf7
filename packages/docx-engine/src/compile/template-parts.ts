import type { DocxPackage } from '../package/docx-package';
import { PROPERTY_PARTS } from './property-parts';

const TAG_PART_TYPES = ['/header', '/footer', '/footnotes', '/endnotes', '/comments'];

/** A part where tags work; `properties`: the elements whose text is read as plain paragraphs (a document properties part). */
export interface TemplatePart {
  readonly name: string;
  readonly properties?: ReadonlySet<string>;
}

/** The parts where tags work (docs/template-language.md, its opening and #document-properties), main document first, then the document properties parts. */
export const templateParts = (pkg: DocxPackage): TemplatePart[] => {
  const parts: TemplatePart[] = [{ name: pkg.mainDocumentPart }];
  const seen = new Set([pkg.mainDocumentPart.toLowerCase()]);
  for (const relationship of pkg.relationships(pkg.mainDocumentPart)) {
    const target = relationship.targetPart;
    if (relationship.targetMode !== 'Internal' || target === undefined || !TAG_PART_TYPES.some((type) => relationship.type.endsWith(type))) continue;
    if (seen.has(target.toLowerCase()) || !pkg.has(target)) continue;
    seen.add(target.toLowerCase());
    parts.push({ name: pkg.partName(target) ?? target });
  }
  for (const relationship of pkg.relationships('')) {
    const target = relationship.targetPart;
    const kind = PROPERTY_PARTS.find((candidate) => relationship.type.endsWith(candidate.relationshipType));
    if (kind === undefined || relationship.targetMode !== 'Internal' || target === undefined || !pkg.has(target) || seen.has(target.toLowerCase())) continue;
    seen.add(target.toLowerCase());
    parts.push({ name: pkg.partName(target) ?? target, properties: kind.elements });
  }
  return parts;
};
