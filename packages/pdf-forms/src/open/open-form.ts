import { PdfBool, type PDFForm } from '@libpdf/core';
import { err, ok, type Result } from '../result';
import { type OpenedPdf, openPdf } from './open-pdf';
import type { PdfLimits } from './pdf-limits';
import { type PdfRefusal, pdfRefusal } from './pdf-refusal';
import { refKey } from './ref-key';

export interface OpenedForm extends OpenedPdf {
  /** The library's form, or undefined when the PDF has no fields. */
  readonly form: PDFForm | undefined;
}

/**
 * Opens a PDF whose AcroForm fields are to be read or filled. A form described only by XFA (no
 * AcroForm fields, or a catalog asking for XFA rendering) is refused: its fields exist only in
 * XFA, which no PDF library in node fills.
 */
export const openForm = async (bytes: Uint8Array, limits: PdfLimits): Promise<Result<OpenedForm, PdfRefusal>> => {
  const opened = await openPdf(bytes, limits);
  if (!opened.ok) return opened;
  const { pdf, fields } = opened.value;
  const needsRendering = pdf.getCatalog().get('NeedsRendering');
  const dynamicXfa = needsRendering instanceof PdfBool && needsRendering.value;
  if (fields.hasXfa && (fields.terminalFields === 0 || dynamicXfa)) {
    return err(pdfRefusal('xfa_not_supported', 'The PDF form is an XFA form (made with Adobe LiveCycle or AEM Designer); save it as an AcroForm (static) PDF form and upload it again.'));
  }
  return ok({ ...opened.value, form: fields.terminalFields === 0 ? undefined : (pdf.getForm() ?? undefined) });
};

/** The page (from 1) of each page object, to say where a widget is. */
export const pageNumbers = (opened: OpenedPdf): Map<string, number> =>
  new Map(opened.pdf.getPages().map((page, index) => [refKey(page.ref), index + 1]));
