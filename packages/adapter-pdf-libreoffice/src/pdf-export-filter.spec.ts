import { convertToArgument, selectPdfVersion } from './pdf-export-filter';

describe("LibreOffice's PDF export options", () => {
  it('asks for a plain PDF with no filter options when nothing more is asked', () => {
    expect(convertToArgument({})).toBe('pdf:writer_pdf_Export');
    expect(convertToArgument({ refreshFields: true, tagged: false })).toBe('pdf:writer_pdf_Export');
  });

  it('gives PDF/A-2b as SelectPdfVersion 2 and PDF/A-3b as 3, as JSON filter options', () => {
    expect(selectPdfVersion({ archive: 'PDF/A-2b' })).toBe(2);
    expect(selectPdfVersion({ archive: 'PDF/A-3b' })).toBe(3);
    expect(selectPdfVersion({})).toBe(0);
    const argument = convertToArgument({ archive: 'PDF/A-3b' });
    expect(argument.startsWith('pdf:writer_pdf_Export:')).toBe(true);
    expect(JSON.parse(argument.slice('pdf:writer_pdf_Export:'.length))).toEqual({
      SelectPdfVersion: { type: 'long', value: '3' },
      UseTaggedPDF: { type: 'boolean', value: 'false' },
    });
  });

  it('asks for a tagged PDF with UseTaggedPDF', () => {
    expect(JSON.parse(convertToArgument({ tagged: true }).slice('pdf:writer_pdf_Export:'.length))).toEqual({
      SelectPdfVersion: { type: 'long', value: '0' },
      UseTaggedPDF: { type: 'boolean', value: 'true' },
    });
  });
});
