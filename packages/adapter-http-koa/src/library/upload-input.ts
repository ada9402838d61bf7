import type { UploadedFile } from '@quire/application/library/uploaded-file';
import * as E from 'fp-ts/Either';
import type { HttpError } from '../platform/problems/http-error';

/** A 422 on `file`: the route needs a .docx and none came. */
export const missingFile: HttpError = { _tag: 'Validation', errors: [{ path: 'file', message: 'is required: a .docx as the multipart part "file" or as the raw body' }] };

/** The upload's file, or `missingFile`. */
export const requireFile = (file: UploadedFile | null): E.Either<HttpError, UploadedFile> => (file === null ? E.left(missingFile) : E.right(file));

const baseName = (fileName: string): string => fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);

/** A resource name from an uploaded file's name when the client gave none: `forms/Lease.docx` -> `Lease`. */
export const nameFromFile = (fileName: string): string => baseName(fileName).replace(/\.docx$/i, '');

/**
 * The file name to keep: the one given (the multipart part's, or `fileName` of a raw upload), else
 * `<name>.docx`; empty when there is neither (an update: the use case names it after the resource).
 */
export const fileNameFor = (given: string | undefined, name: string): string => {
  const clean = baseName(given ?? '').trim();
  return clean !== '' ? clean : name.trim() === '' ? '' : `${name.trim()}.docx`;
};

/** A folder id in a form or query: `root` or empty means no folder. */
export const formFolderId = (raw: string): string | null => (raw === '' || raw.toLowerCase() === 'root' ? null : raw);
