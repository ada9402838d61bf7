import type { DocxPackage } from '../package/docx-package';
import { deflatePart, type DeflatedPart } from '../package/write-docx';

/** Parts kept deflated per template: a few, as a template's renders compose the same few shapes. */
const MAX_PER_TEMPLATE = 8;

const byTemplate = new WeakMap<DocxPackage, Map<string, DeflatedPart>>();

/**
 * A part's content deflated once for a template: what composing adds to the template's styles,
 * numbering, relationships and content types depends on the snippets imported, not on the data,
 * so renders of a template write the same text again and again. `key` (the part's name and what
 * was added to the template's own part) determines `xml`: another addition is another entry,
 * never a stale part. At most a few per template, kept no longer than the template's package.
 */
export const deflatedOnce = (template: DocxPackage, key: string, xml: string): DeflatedPart => {
  let parts = byTemplate.get(template);
  if (parts === undefined) {
    parts = new Map();
    byTemplate.set(template, parts);
  }
  let part = parts.get(key);
  if (part === undefined) {
    part = deflatePart(xml);
    if (parts.size >= MAX_PER_TEMPLATE) parts.delete(parts.keys().next().value ?? '');
    parts.set(key, part);
  }
  return part;
};
