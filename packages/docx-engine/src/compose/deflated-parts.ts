import type { DocxPackage } from '../package/docx-package';
import { deflatePart, type DeflatedPart } from '../package/write-docx';
import { mapEntry } from './map-entry';

/** Parts kept deflated per template: a few, as a template's renders compose the same few shapes. */
const MAX_PER_TEMPLATE = 8;

interface Kept {
  readonly key: readonly string[];
  readonly part: DeflatedPart;
}

const byTemplate = new WeakMap<DocxPackage, Kept[]>();

const sameKey = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((piece, index) => piece === b[index]);

/**
 * A part's content deflated once for a template: what composing adds to the template's styles,
 * numbering, relationships and content types depends on the snippets imported, not on the data,
 * so renders of a template write the same text again and again. `key` (the part's name and what
 * was added to the template's own part) determines `xml`: another addition is another entry,
 * never a stale part. Keys are compared piece by piece (no joined key to build and hash per
 * render). At most a few per template, kept no longer than the template's package.
 */
export const deflatedOnce = (template: DocxPackage, key: readonly string[], xml: string): DeflatedPart => {
  const kept = mapEntry(byTemplate, template, (): Kept[] => []);
  const known = kept.find((entry) => sameKey(entry.key, key));
  if (known !== undefined) return known.part;
  const part = deflatePart(xml);
  if (kept.length >= MAX_PER_TEMPLATE) kept.shift();
  kept.push({ key, part });
  return part;
};
