import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { LibraryFieldError } from './library-errors';
import { parseShortText } from './library-text';
import { type Checked, check, checkAll, fail } from './library-validation';
import type { Analysis } from './form-templates/template-analysis';

export const FILE_NAME_MAX = 255;
/** The plain-text preview kept for display and search is cut at this many characters. */
export const TEXT_PREVIEW_MAX = 10_000;

/** A stored .docx: its bytes live in the blob store under `sha256`. */
export type StoredFile = { readonly fileName: string; readonly size: number; readonly sha256: string };

/** What the engine says about an uploaded (or generated) .docx, with the file it describes. */
export type DocumentContent = { readonly file: StoredFile; readonly text: string; readonly analysis: Analysis };

const invalidFile = (field: string, reason: string): LibraryFieldError => ({ _tag: 'InvalidFile', field, reason });

/** Keeps only the last path segment of a client's file name (`C:\forms\lease.docx` -> `lease.docx`). */
const baseName = (raw: string): string => raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);

/** Checks file metadata; `field` prefixes the paths of the problems (`file.fileName`). */
export const parseStoredFile = (raw: StoredFile, field = 'file'): Checked<StoredFile> =>
  checkAll({
    fileName: check(parseShortText(`${field}.fileName`, baseName(raw.fileName), FILE_NAME_MAX, invalidFile)),
    size: Number.isSafeInteger(raw.size) && raw.size > 0 ? E.right(raw.size) : fail(invalidFile(`${field}.size`, 'must be a positive whole number of bytes')),
    sha256: /^[0-9a-f]{64}$/.test(raw.sha256) ? E.right(raw.sha256) : fail(invalidFile(`${field}.sha256`, 'must be a lowercase hex SHA-256')),
  });

/** Cuts a text at max UTF-16 units without splitting a surrogate pair. */
const cut = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
};

/** Checks the file and cuts the preview to TEXT_PREVIEW_MAX characters (a preview, not the content). */
export const parseDocumentContent = (raw: DocumentContent): Checked<DocumentContent> =>
  pipe(
    parseStoredFile(raw.file),
    E.map((file) => ({ file, text: cut(raw.text, TEXT_PREVIEW_MAX), analysis: raw.analysis })),
  );
