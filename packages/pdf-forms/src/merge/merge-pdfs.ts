import { PDF, PdfArray, PdfDict, PdfName, PdfNumber, type PdfRef, PdfString } from '@libpdf/core';
import { openPdf } from '../open/open-pdf';
import { type PdfLimits, resolvePdfLimits } from '../open/pdf-limits';
import type { PdfRefusal } from '../open/pdf-refusal';
import { err, ok, type Result } from '../result';

/** One document of a merged PDF, and the title of its bookmark. */
export interface PdfPart {
  readonly bytes: Uint8Array;
  readonly title: string;
}

/** A part refused, with its place (from 0) among the parts. */
export interface PdfPartRefusal extends PdfRefusal {
  readonly part: number;
}

/**
 * The document outline: one top-level bookmark per part, in order, each opening the part's first
 * page fitted to the window.
 */
const writeOutline = (pdf: PDF, bookmarks: readonly { title: string; page: PdfRef }[]) => {
  const outlineRef = pdf.createDict({ Type: PdfName.of('Outlines') });
  const itemRefs = bookmarks.map(() => pdf.createDict({}));
  bookmarks.forEach(({ title, page }, index) => {
    const item = pdf.getObject(itemRefs[index] as PdfRef) as PdfDict;
    item.set('Title', PdfString.fromString(title));
    item.set('Parent', outlineRef);
    item.set('Dest', PdfArray.of(page, PdfName.of('Fit')));
    const previous = itemRefs[index - 1];
    const next = itemRefs[index + 1];
    if (previous !== undefined) item.set('Prev', previous);
    if (next !== undefined) item.set('Next', next);
  });
  const outline = pdf.getObject(outlineRef) as PdfDict;
  const first = itemRefs[0];
  const last = itemRefs[itemRefs.length - 1];
  if (first !== undefined && last !== undefined) {
    outline.set('First', first);
    outline.set('Last', last);
    outline.set('Count', PdfNumber.of(itemRefs.length));
  }
  const catalog = pdf.getCatalog();
  catalog.set('Outlines', outlineRef);
  catalog.set('PageMode', PdfName.of('UseOutlines'));
};

/**
 * Merges PDFs into one, in order, with a bookmark per part titled by the caller. Each part is read
 * within the limits (and refused, naming it, as a single PDF would be); the merged document is
 * held to the page limit as a whole. Parts should be flattened: a part's fields keep their
 * widgets on its pages but do not join the merged document's form.
 */
export const mergePdfs = async (parts: readonly PdfPart[], options: { readonly limits?: Partial<PdfLimits> } = {}): Promise<Result<Uint8Array, PdfPartRefusal>> => {
  const limits = resolvePdfLimits(options.limits);
  const merged = PDF.create();
  const bookmarks: { title: string; page: PdfRef }[] = [];
  for (const [index, part] of parts.entries()) {
    const opened = await openPdf(part.bytes, limits);
    if (!opened.ok) return err({ ...opened.error, part: index });
    const { pdf, pageCount } = opened.value;
    if (merged.getPageCount() + pageCount > limits.maxPages) {
      return err({ code: 'too_many_pages', message: `The merged PDF would have more than ${limits.maxPages} pages, the limit.`, part: index });
    }
    const copied = await merged.copyPagesFrom(pdf, [...Array(pageCount).keys()]);
    const first = copied[0];
    if (first !== undefined) bookmarks.push({ title: part.title, page: first.ref });
  }
  writeOutline(merged, bookmarks);
  return ok(await merged.save({ subsetFonts: true }));
};
