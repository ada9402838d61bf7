import { type PDF, PdfArray, PdfDict, PdfRef, type PdfObject } from '@libpdf/core';
import type { PdfLimits } from './pdf-limits';
import { refKey } from './ref-key';
import { type PdfRefusal, pdfRefusal } from './pdf-refusal';

/** What the walk of the field tree found. */
export interface FieldTreeCensus {
  /** Fields that hold a value (no field below them). */
  readonly terminalFields: number;
  /** Whether the form carries an XFA description beside (or instead of) its fields. */
  readonly hasXfa: boolean;
}

/**
 * Walks the AcroForm's field tree with an explicit stack before the PDF library does: the
 * library's own walk recurses once per level (a tree 10,000 deep overflows the call stack) and
 * has no limit on how many fields it builds. Depth, node count and terminal fields are checked
 * as the walk goes, so the walk stops at the first limit passed; a field reached twice (a cycle
 * or a field shared by two parents) makes the file damaged.
 */
export const checkFieldTree = (pdf: PDF, limits: PdfLimits): FieldTreeCensus | PdfRefusal => {
  const resolve = (object: PdfObject | undefined): PdfObject | undefined => (object instanceof PdfRef ? (pdf.getObject(object) ?? undefined) : object);
  const acroForm = resolve(pdf.getCatalog().get('AcroForm'));
  if (!(acroForm instanceof PdfDict)) return { terminalFields: 0, hasXfa: false };
  const hasXfa = acroForm.has('XFA');
  const roots = resolve(acroForm.get('Fields'));
  if (!(roots instanceof PdfArray)) return { terminalFields: 0, hasXfa };

  const seen = new Set<string>();
  const stack: { node: PdfObject | undefined; depth: number }[] = roots.toArray().map((node) => ({ node, depth: 1 }));
  let nodes = 0;
  let terminalFields = 0;
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (entry.node instanceof PdfRef) {
      const key = refKey(entry.node);
      if (seen.has(key)) return pdfRefusal('pdf_damaged', 'The PDF form lists a field twice or inside itself; open it in a PDF editor and save it again.');
      seen.add(key);
    }
    const field = resolve(entry.node);
    if (!(field instanceof PdfDict)) continue;
    if (entry.depth > limits.maxFieldDepth) {
      return pdfRefusal('field_tree_too_deep', `The PDF form nests fields more than ${limits.maxFieldDepth} deep, the limit.`);
    }
    if (++nodes > limits.maxFieldNodes) return pdfRefusal('too_many_fields', `The PDF form has more than ${limits.maxFieldNodes} fields and groups of fields, the limit.`);
    const kids = resolve(field.get('Kids'));
    const childFields = kids instanceof PdfArray ? kids.toArray().filter((kid) => { const dict = resolve(kid); return dict instanceof PdfDict && dict.has('T'); }) : [];
    if (childFields.length === 0) {
      if (++terminalFields > limits.maxFields) return pdfRefusal('too_many_fields', `The PDF form has more than ${limits.maxFields} fields, the limit.`);
    }
    for (const kid of childFields) stack.push({ node: kid, depth: entry.depth + 1 });
  }
  return { terminalFields, hasXfa };
};

export const isRefusal = (value: FieldTreeCensus | PdfRefusal): value is PdfRefusal => 'code' in value;
