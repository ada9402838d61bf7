import { PdfConverterToken } from '@quire/ports/documents/pdf-converter';
import { Container } from 'inversify';
import { LibreOfficePdfConverter } from './libreoffice-pdf-converter';
import { pdfLibreOfficeModule } from './pdf-libreoffice-module';

describe('pdfLibreOfficeModule', () => {
  it('binds PdfConverter to one LibreOffice converter, closed when the binding is removed', async () => {
    const container = new Container();
    await container.load(pdfLibreOfficeModule({ sofficePath: '/nonexistent/soffice' }));
    const converter = container.get(PdfConverterToken);
    expect(converter).toBeInstanceOf(LibreOfficePdfConverter);
    expect(container.get(PdfConverterToken)).toBe(converter);
    const close = jest.spyOn(converter, 'close');
    await container.unbind(PdfConverterToken);
    expect(close).toHaveBeenCalled();
  });
});
