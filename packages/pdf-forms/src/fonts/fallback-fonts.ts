import { type EmbeddedFont, PDF } from '@libpdf/core';
import { FALLBACK_FONT_FILES, fontFile } from './font-files';

let measuring: EmbeddedFont[] | undefined;

/**
 * The fallback fonts parsed once per process, to measure text and to know which font has which
 * glyph before any is embedded in a document (embedding parses the file again, in the document).
 */
export const measuringFonts = (): readonly EmbeddedFont[] => {
  measuring ??= FALLBACK_FONT_FILES.map((file) => PDF.create().embedFont(fontFile(file)));
  return measuring;
};

/**
 * The fallback fonts of one document, each embedded the first time a run needs it; fonts never
 * needed are never embedded, and those that are get subset when the document is saved.
 */
export class DocumentFonts {
  private readonly embedded = new Map<number, EmbeddedFont>();

  constructor(private readonly pdf: PDF) {}

  get(index: number): EmbeddedFont {
    let font = this.embedded.get(index);
    if (font === undefined) {
      font = this.pdf.embedFont(fontFile(FALLBACK_FONT_FILES[index] ?? ''));
      this.embedded.set(index, font);
    }
    return font;
  }
}
