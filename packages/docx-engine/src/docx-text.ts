import type { DocxLimits } from './package/docx-limits';
import type { DocxRefusal } from './package/docx-refusal';
import { readDocx } from './package/open-docx';
import { ok, type Result } from './result';
import { documentText } from './xml/document-text';

/** Longest text `docxText` answers by default, in characters. */
export const DEFAULT_MAX_TEXT_LENGTH = 10_000_000;

/**
 * The plain text of a .docx's main document part (a rendered document, or a template): paragraphs
 * on lines of their own, a blank line after each table. Read with the same checks and limits as
 * a template, so a hostile file is refused, never trusted.
 */
export const docxText = (
  bytes: Uint8Array,
  options: { readonly limits?: Partial<DocxLimits>; readonly maxLength?: number } = {},
): Result<string, DocxRefusal> => {
  const read = readDocx(bytes, options.limits);
  if (!read.ok) return read;
  const { pkg } = read.value;
  return ok(documentText(pkg.text(pkg.mainDocumentPart), options.maxLength ?? DEFAULT_MAX_TEXT_LENGTH));
};
