import { type PDF, PdfArray, PdfDict, type PdfObject, PdfRef } from '@libpdf/core';
import { type PdfRefusal, pdfRefusal } from './pdf-refusal';
import { refKey } from './ref-key';

/** Page trees are shallow (a few levels); a deeper one is built to hurt. */
const MAX_PAGE_TREE_DEPTH = 64;

/**
 * Walks the page tree with an explicit stack and refuses one that reaches a node twice (a cycle,
 * or a page in two places) or nests past 64 levels. The library skips such nodes quietly and
 * goes on; a file built that way is refused instead, as damaged.
 */
export const checkPageTree = (pdf: PDF): PdfRefusal | undefined => {
  const resolve = (object: PdfObject | undefined): PdfObject | undefined => (object instanceof PdfRef ? (pdf.getObject(object) ?? undefined) : object);
  const damaged = pdfRefusal('pdf_damaged', 'The PDF\'s page tree is broken (a page reached twice or nested too deep); open it in a PDF editor and save it again.');
  const seen = new Set<string>();
  const stack: { node: PdfObject | undefined; depth: number }[] = [{ node: pdf.getCatalog().get('Pages'), depth: 1 }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (entry.depth > MAX_PAGE_TREE_DEPTH) return damaged;
    if (entry.node instanceof PdfRef) {
      const key = refKey(entry.node);
      if (seen.has(key)) return damaged;
      seen.add(key);
    }
    const node = resolve(entry.node);
    const kids = node instanceof PdfDict ? resolve(node.get('Kids')) : undefined;
    if (kids instanceof PdfArray) for (const kid of kids) stack.push({ node: kid, depth: entry.depth + 1 });
  }
  return undefined;
};
