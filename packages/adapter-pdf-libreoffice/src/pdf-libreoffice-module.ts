import { type PdfConverter, PdfConverterToken } from '@quire/ports/documents/pdf-converter';
import { ContainerModule } from 'inversify';
import { LibreOfficePdfConverter } from './libreoffice-pdf-converter';
import type { LibreOfficePdfOptions } from './libreoffice-pdf-options';

/** Binds PdfConverter to one LibreOffice converter for the container; unbinding it closes the converter. */
export const pdfLibreOfficeModule = (options: LibreOfficePdfOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<PdfConverter>(PdfConverterToken)
      .toResolvedValue(() => new LibreOfficePdfConverter(options))
      .inSingletonScope()
      .onDeactivation((converter) => converter.close());
  });
