import { openDocx } from '../package/open-docx';
import type { DocxPackage } from '../package/docx-package';
import type { DocxLimits } from '../package/docx-limits';
import { writeDocx, type DocxChange } from '../package/write-docx';
import { err, ok, type Result } from '../result';
import { bodyRange } from './body-range';
import { countingTo, restartingPageNumbers, withEndBookmark } from './packet-page-numbers';
import { mayHoldShapes, SHAPE_ID } from '../part-model/copy-sites';
import { Insertion } from './insertion';
import { PackageImport } from './package-import';
import { packageReader } from './package-reader';
import { elementEnd } from '../xml/start-tags';
import { relativeTarget, TargetPackage, type IdCounters } from './target-package';

export interface MergeOptions {
  /** Limits for opening each document (docs/limits.md#reading-a-docx). */
  readonly limits?: Partial<DocxLimits>;
  /** Largest merged .docx (200 MiB by default; docs/limits.md#generation). */
  readonly maxOutputBytes?: number;
}

/** Why no merged document was made. A closed union: callers switch on `code`. */
export type MergeFailure =
  | { readonly code: 'no_documents'; readonly message: string }
  | { readonly code: 'document_refused'; readonly message: string; readonly index: number; readonly refusal: string }
  | { readonly code: 'output_too_large'; readonly message: string };

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const STORY_TYPES = ['/header', '/footer', '/footnotes', '/endnotes', '/comments'];

const maxOf = (xml: string, pattern: RegExp, start: number): number => {
  let max = start;
  for (const match of xml.matchAll(pattern)) max = Math.max(max, Number(match[1]) || 0);
  return max;
};

/** The highest drawing, annotation and shape ids of a document's stories, so imported content gets ids above them. */
const idsOf = (pkg: DocxPackage): IdCounters => {
  const ids = { drawing: 0, annotation: 0, shape: 0 };
  const parts = [pkg.mainDocumentPart, ...pkg.relationships(pkg.mainDocumentPart).filter((relationship) => relationship.targetMode === 'Internal' && STORY_TYPES.some((type) => relationship.type.endsWith(type))).map((relationship) => relationship.targetPart)];
  for (const part of parts) {
    if (part === undefined || !pkg.has(part)) continue;
    const xml = pkg.text(part);
    ids.drawing = maxOf(xml, /<wp:docPr\b[^>]*?\sid="(\d+)"/g, ids.drawing);
    ids.annotation = maxOf(xml, /\sw:id="(\d+)"/g, ids.annotation);
    if (mayHoldShapes(xml)) ids.shape = maxOf(xml, SHAPE_ID, ids.shape);
  }
  return ids;
};

/** The header and footer parts of a document (relationship type suffixes). */
const storyParts = (pkg: DocxPackage, types: readonly string[]): string[] =>
  pkg
    .relationships(pkg.mainDocumentPart)
    .filter((relationship) => relationship.targetMode === 'Internal' && types.some((type) => relationship.type.endsWith(type)))
    .map((relationship) => relationship.targetPart)
    .filter((part): part is string => part !== undefined && pkg.has(part));

/** A hidden bookmark name (Word hides names starting with "_") for the end of the packet's nth form, free in the target. */
const endBookmarkName = (target: TargetPackage, form: number): string => {
  for (let attempt = 0; ; attempt++) {
    const name = `_QuireForm${form}End${attempt === 0 ? '' : `_${attempt}`}`;
    if (target.claimBookmarkName(name)) return name;
  }
};

/** Section properties that start on a new page: `w:type` nextPage, placed where the schema wants it. */
const startingOnNewPage = (sectionProperties: string): string => {
  const withoutType = sectionProperties.replace(/<w:type\b[^>]*\/>/, '');
  const open = withoutType.indexOf('>') + 1;
  let at = open;
  for (;;) {
    const next = /^\s*<(w:headerReference|w:footerReference|w:footnotePr|w:endnotePr)\b/.exec(withoutType.slice(at));
    if (next === null || next[1] === undefined) break;
    at = elementEnd(withoutType, next[1], at + next[0].length - next[1].length - 1);
  }
  return `${withoutType.slice(0, at)}<w:type w:val="nextPage"/>${withoutType.slice(at)}`;
};

/**
 * A section that has no header (or footer) of a kind would show the previous document's: it gets
 * an empty one, so each document keeps its own headers and footers and no others.
 */
const withOwnHeaders = (sectionProperties: string, target: TargetPackage, evenAndOdd: boolean): string => {
  const missing: string[] = [];
  const titlePage = /<w:titlePg(?:\s+w:val="(?:1|true|on)")?\s*\/>/.test(sectionProperties);
  for (const kind of ['header', 'footer'] as const) {
    for (const type of ['default', ...(titlePage ? ['first'] : []), ...(evenAndOdd ? ['even'] : [])]) {
      if (new RegExp(`<w:${kind}Reference\\b[^>]*w:type="${type}"`).test(sectionProperties)) continue;
      const part = target.freePartName(`word/${kind}.xml`);
      const root = kind === 'header' ? 'w:hdr' : 'w:ftr';
      target.addPart(part, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<${root} xmlns:w="${W_NS}"><w:p/></${root}>`, `${WML}.${kind}+xml`);
      const id = target.addRelationship(target.mainPart, `${REL}/${kind}`, relativeTarget(target.mainPart, part), false);
      missing.push(`<w:${kind}Reference w:type="${type}" r:id="${id}"/>`);
    }
  }
  if (missing.length === 0) return sectionProperties;
  const open = sectionProperties.indexOf('>') + 1;
  const headers = missing.filter((reference) => reference.startsWith('<w:header')).join('');
  const footers = missing.filter((reference) => reference.startsWith('<w:footer')).join('');
  // Headers before footers, as the schema orders them.
  const firstFooter = sectionProperties.indexOf('<w:footerReference');
  const afterReferences = sectionProperties.search(/<w:(?!headerReference|footerReference)[A-Za-z]/);
  const headerAt = firstFooter !== -1 ? firstFooter : afterReferences > open ? afterReferences : open;
  const withHeaders = sectionProperties.slice(0, headerAt) + headers + sectionProperties.slice(headerAt);
  const footerSearch = withHeaders.slice(open).search(/<w:(?!headerReference|footerReference)[A-Za-z]/);
  const footerAt = footerSearch === -1 ? withHeaders.lastIndexOf('</w:sectPr>') : open + footerSearch;
  return withHeaders.slice(0, footerAt) + footers + withHeaders.slice(footerAt);
};

/**
 * Merges rendered documents into one .docx (bundle `merged`: docs/template-language.md#merged-packets): the first is the base;
 * each other starts on a new page with its own section properties (page size, margins,
 * orientation), headers and footers, and brings its styles, lists, pictures, hyperlinks, notes
 * and comments under ids that do not clash with the documents before it.
 */
export const mergeDocuments = (documents: readonly Uint8Array[], options: MergeOptions = {}): Result<Uint8Array, MergeFailure> => {
  if (documents.length === 0) return err({ code: 'no_documents', message: 'There is no document to merge.' });
  const packages: DocxPackage[] = [];
  for (const [index, bytes] of documents.entries()) {
    const opened = openDocx(bytes, options.limits);
    if (!opened.ok) return err({ code: 'document_refused', message: `Document ${index + 1} cannot be merged: ${opened.error.message}`, index, refusal: opened.error.code });
    packages.push(opened.value);
  }
  const [base, ...others] = packages;
  if (base === undefined) return err({ code: 'no_documents', message: 'There is no document to merge.' });
  const target = new TargetPackage(base, idsOf(base));
  const settings = packageReader(base).mainRelated('/settings');
  const evenAndOdd = settings !== undefined && /<w:evenAndOddHeaders(?:\s+w:val="(?:1|true|on)")?\s*\/>/.test(base.text(settings));
  const baseRange = bodyRange(base.text(base.mainDocumentPart));
  const sectionBreak = (sectionProperties: string): string => (sectionProperties === '' ? '' : `<w:p><w:pPr>${sectionProperties}</w:pPr></w:p>`);
  const changes = new Map<string, DocxChange>();
  // Each form counts its own pages (packet-page-numbers.ts): its page-count fields count to a bookmark at its end.
  const formEnd = (counted: boolean, content: string, name: string): string => (counted ? withEndBookmark(content, ++target.ids.annotation, name) : content);

  const baseEnd = endBookmarkName(target, 1);
  let baseCounted = false;
  for (const part of storyParts(base, ['/header', '/footer'])) {
    const counted = others.length === 0 ? undefined : countingTo(base.text(part), baseEnd);
    if (counted?.changed !== true) continue;
    changes.set(part, counted.xml);
    baseCounted = true;
  }
  const baseBody = others.length === 0 ? { xml: baseRange.content, changed: false } : countingTo(baseRange.content, baseEnd);
  let body = formEnd(baseCounted || baseBody.changed, baseBody.xml, baseEnd);
  let lastSection = baseRange.sectionProperties;
  for (const [index, pkg] of others.entries()) {
    const range = bodyRange(pkg.text(pkg.mainDocumentPart));
    const end = endBookmarkName(target, index + 2);
    let counted = false;
    // Headers and footers are rewritten as part of this document's insertion, made just below.
    const current: { insertion?: Insertion } = {};
    const imported = new PackageImport(packageReader(pkg), target, (sourcePart, targetPart) => {
      const story = countingTo(current.insertion?.within(sourcePart, targetPart).rewrite(pkg.text(sourcePart)) ?? pkg.text(sourcePart), end);
      counted ||= story.changed;
      return story.xml;
    });
    const insertion = Insertion.start(imported, pkg.mainDocumentPart, target.mainPart, { keepSections: true, notesText: (_kind, part) => pkg.text(part), lists: new Map() });
    current.insertion = insertion;
    const rewritten = countingTo(insertion.rewrite(range.content), end);
    let section = insertion.rewrite(startingOnNewPage(range.sectionProperties === '' ? '<w:sectPr></w:sectPr>' : range.sectionProperties));
    const content = formEnd(counted || rewritten.changed, rewritten.xml, end);
    // The document's first section must not inherit the previous document's headers, and numbers its pages from 1.
    const firstInnerSection = /<w:sectPr\b/.exec(content);
    body += sectionBreak(lastSection);
    if (firstInnerSection === null) section = restartingPageNumbers(withOwnHeaders(section, target, evenAndOdd));
    else {
      const start = firstInnerSection.index;
      const sectionEnd = elementEnd(content, 'w:sectPr', start);
      body += content.slice(0, start) + restartingPageNumbers(withOwnHeaders(content.slice(start, sectionEnd), target, evenAndOdd)) + content.slice(sectionEnd);
      lastSection = section;
      continue;
    }
    body += content;
    lastSection = section;
  }
  changes.set(base.mainDocumentPart, baseRange.prefix + body + lastSection + baseRange.suffix);
  target.finish(changes);
  const written = writeDocx(base, changes, options.maxOutputBytes === undefined ? {} : { maxOutputBytes: options.maxOutputBytes });
  return written.ok ? ok(written.value) : err({ code: 'output_too_large', message: written.error.message });
};
