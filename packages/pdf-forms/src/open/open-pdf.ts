import { PDF } from '@libpdf/core';
import { err, ok, type Result } from '../result';
import { checkPageTree } from './page-tree-guard';
import { checkFieldTree, type FieldTreeCensus, isRefusal } from './field-tree-guard';
import type { PdfLimits } from './pdf-limits';
import { type PdfRefusal, pdfRefusal } from './pdf-refusal';
import { scanRawPdf } from './raw-scan';

/** A PDF the library has read, within the limits, with what the walk of its fields found. */
export interface OpenedPdf {
  readonly pdf: PDF;
  readonly pageCount: number;
  readonly fields: FieldTreeCensus;
}

/** PDF readers accept the header anywhere in the first kilobyte (some files carry a prefix). */
const HEADER_WINDOW = 1024;

const hasPdfHeader = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HEADER_WINDOW)).toString('latin1').includes('%PDF-');

/**
 * Reads a PDF within the limits, refusing with a code what cannot be used: too large, not a PDF,
 * a compressed stream past its limit, damaged beyond what the library recovers, encrypted, too
 * many pages, a field tree too deep or too large. Checks that need no parsing come first.
 */
export const openPdf = async (bytes: Uint8Array, limits: PdfLimits): Promise<Result<OpenedPdf, PdfRefusal>> => {
  if (bytes.byteLength > limits.maxBytes) return err(pdfRefusal('pdf_too_large', `The PDF is larger than ${limits.maxBytes} bytes, the limit.`));
  if (!hasPdfHeader(bytes)) return err(pdfRefusal('not_a_pdf', 'The file is not a PDF (it has no %PDF- header).'));
  const hostile = scanRawPdf(bytes, limits);
  if (hostile !== undefined) return err(hostile);
  let pdf: PDF;
  try {
    pdf = await PDF.load(bytes);
  } catch {
    return err(pdfRefusal('pdf_damaged', 'The PDF is damaged beyond repair; open it in a PDF editor and save it again.'));
  }
  // A file whose cross-reference table had to be rebuilt by scanning every byte is damaged
  // beyond the repairs (offsets a little off) that the library makes quietly.
  if (pdf.recoveredViaBruteForce) return err(pdfRefusal('pdf_damaged', 'The PDF\'s cross-reference table is broken; open it in a PDF editor and save it again.'));
  if (pdf.isEncrypted) return err(pdfRefusal('pdf_encrypted', 'The PDF is encrypted; save it without a password or restrictions and upload it again.'));
  const brokenPages = checkPageTree(pdf);
  if (brokenPages !== undefined) return err(brokenPages);
  const pageCount = pdf.getPageCount();
  if (pageCount > limits.maxPages) return err(pdfRefusal('too_many_pages', `The PDF has ${pageCount} pages, more than ${limits.maxPages}, the limit.`));
  if (pageCount === 0) return err(pdfRefusal('pdf_damaged', 'The PDF has no pages; open it in a PDF editor and save it again.'));
  const fields = checkFieldTree(pdf, limits);
  if (isRefusal(fields)) return err(fields);
  return ok({ pdf, pageCount, fields });
};
