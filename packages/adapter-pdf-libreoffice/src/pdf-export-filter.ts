import type { PdfArchiveLevel, PdfConvertOptions } from '@quire/ports/documents/pdf-converter';

/** What a conversion asks of LibreOffice's PDF export besides the document: fields refreshed, PDF/A, tags. */
export type ConvertOptions = Pick<PdfConvertOptions, 'refreshFields' | 'archive' | 'tagged'>;

const PDF_VERSIONS: Readonly<Record<PdfArchiveLevel, 2 | 3>> = { 'PDF/A-2b': 2, 'PDF/A-3b': 3 };

/** LibreOffice's `SelectPdfVersion`: 0 its default PDF, 2 PDF/A-2b, 3 PDF/A-3b. */
export const selectPdfVersion = (options: ConvertOptions): 0 | 2 | 3 => (options.archive === undefined ? 0 : PDF_VERSIONS[options.archive]);

/** Whether the export needs filter options at all (a plain conversion passes none, as it always has). */
const hasFilterData = (options: ConvertOptions): boolean => options.archive !== undefined || options.tagged === true;

/**
 * The `--convert-to` argument of a conversion: `pdf:writer_pdf_Export`, and with PDF/A or tags the
 * export filter's options as JSON (LibreOffice 7.4 and later read them there):
 * `SelectPdfVersion` (2 → PDF/A-2b, 3 → PDF/A-3b) and `UseTaggedPDF`.
 */
export const convertToArgument = (options: ConvertOptions): string => {
  if (!hasFilterData(options)) return 'pdf:writer_pdf_Export';
  const filterData = {
    SelectPdfVersion: { type: 'long', value: String(selectPdfVersion(options)) },
    UseTaggedPDF: { type: 'boolean', value: String(options.tagged === true) },
  };
  return `pdf:writer_pdf_Export:${JSON.stringify(filterData)}`;
};
