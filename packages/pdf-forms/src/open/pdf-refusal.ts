/**
 * Why a PDF is refused. The message says what was wrong and what to do, never the document's
 * content, so that it can be shown to the client as it is.
 */
export type PdfRefusalCode =
  | 'not_a_pdf'
  | 'pdf_encrypted'
  | 'xfa_not_supported'
  | 'pdf_too_large'
  | 'too_many_pages'
  | 'too_many_fields'
  | 'field_tree_too_deep'
  | 'stream_too_large'
  | 'pdf_damaged';

export interface PdfRefusal {
  readonly code: PdfRefusalCode;
  readonly message: string;
}

export const pdfRefusal = (code: PdfRefusalCode, message: string): PdfRefusal => ({ code, message });
