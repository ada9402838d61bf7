import { arbitraryAnalysis, arbitraryFormTemplate } from '@quire/testing/builders/library';
import * as E from 'fp-ts/Either';
import { DEFAULT_PDF_OUTPUT, type PdfOutputOptions } from './generation-settings';
import { checkPdfOptions } from './pdf-output-check';

const docx = arbitraryFormTemplate();
const pdfForm = arbitraryFormTemplate({ analysis: arbitraryAnalysis({ pdfForm: { pageCount: 1, fields: [] } }) });
const asking = (pdf: Partial<PdfOutputOptions>): PdfOutputOptions => ({ ...DEFAULT_PDF_OUTPUT, ...pdf });
const refusal = (result: ReturnType<typeof checkPdfOptions>) =>
  E.isLeft(result) && result.left._tag === 'GenerationFailed' && result.left.failure.code === 'pdf_option_unsupported' ? result.left.failure.option : 'none';

describe('checkPdfOptions', () => {
  it('takes no option at all, whatever the outputs', () => {
    expect(refusal(checkPdfOptions(DEFAULT_PDF_OUTPUT, [docx], 'docx'))).toBe('none');
    expect(refusal(checkPdfOptions(DEFAULT_PDF_OUTPUT, [pdfForm, docx], 'docx'))).toBe('none');
  });

  it('takes archive, tagged and seal for .docx templates converted to PDF', () => {
    expect(refusal(checkPdfOptions(asking({ archive: 'PDF/A-3b', tagged: true, seal: true, stamp: true }), [docx, docx], 'pdf'))).toBe('none');
  });

  it('takes a seal (and its stamp) for a PDF form, whatever the format', () => {
    expect(refusal(checkPdfOptions(asking({ seal: true, stamp: true }), [pdfForm], 'docx'))).toBe('none');
    expect(refusal(checkPdfOptions(asking({ seal: true }), [docx, pdfForm], 'docx'))).toBe('none');
  });

  it('refuses archive and tagged when a PDF form is among the outputs', () => {
    expect(refusal(checkPdfOptions(asking({ archive: 'PDF/A-2b' }), [pdfForm], 'pdf'))).toBe('archive');
    expect(refusal(checkPdfOptions(asking({ tagged: true, seal: true }), [docx, pdfForm], 'pdf'))).toBe('tagged');
  });

  it('refuses any option when nothing answered is a PDF, naming the first', () => {
    expect(refusal(checkPdfOptions(asking({ seal: true }), [docx], 'docx'))).toBe('seal');
    expect(refusal(checkPdfOptions(asking({ tagged: true, seal: true }), [docx], 'docx'))).toBe('tagged');
  });

  it('refuses a stamp without a seal', () => {
    expect(refusal(checkPdfOptions(asking({ stamp: true }), [docx], 'pdf'))).toBe('stamp');
  });
});
