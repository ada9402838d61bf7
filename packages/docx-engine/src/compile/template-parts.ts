import type { DocxPackage } from '../package/docx-package';

const TAG_PART_TYPES = ['/header', '/footer', '/footnotes', '/endnotes', '/comments'];
const CORE_PROPERTIES_TYPE = '/core-properties';

/** The parts where tags work (SPEC 3.6), main document first; `title` for docProps/core.xml. */
export const templateParts = (pkg: DocxPackage): { readonly name: string; readonly title: boolean }[] => {
  const parts: { name: string; title: boolean }[] = [{ name: pkg.mainDocumentPart, title: false }];
  const seen = new Set([pkg.mainDocumentPart.toLowerCase()]);
  for (const relationship of pkg.relationships(pkg.mainDocumentPart)) {
    const target = relationship.targetPart;
    if (relationship.targetMode !== 'Internal' || target === undefined || !TAG_PART_TYPES.some((type) => relationship.type.endsWith(type))) continue;
    if (seen.has(target.toLowerCase()) || !pkg.has(target)) continue;
    seen.add(target.toLowerCase());
    parts.push({ name: pkg.partName(target) ?? target, title: false });
  }
  for (const relationship of pkg.relationships('')) {
    const target = relationship.targetPart;
    if (!relationship.type.endsWith(CORE_PROPERTIES_TYPE) || target === undefined || !pkg.has(target) || seen.has(target.toLowerCase())) continue;
    seen.add(target.toLowerCase());
    parts.push({ name: pkg.partName(target) ?? target, title: true });
  }
  return parts;
};
