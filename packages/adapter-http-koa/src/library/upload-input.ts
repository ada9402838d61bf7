import type { UploadedFile } from '@quire/application/library/uploaded-file';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { decodeExact } from '../platform/body/decode-exact';
import { decodeQuery } from '../platform/body/decode-query';
import { NoQuery } from '../platform/body/empty-codecs';
import type { HttpError } from '../platform/problems/http-error';

/** A 422 on `file`: the route needs a .docx and none came. */
export const missingFile: HttpError = { _tag: 'Validation', errors: [{ path: 'file', message: 'is required: a .docx as the multipart part "file" or as the raw body' }] };

/** The upload's file, or `missingFile`. */
export const requireFile = (file: UploadedFile | null): E.Either<HttpError, UploadedFile> => (file === null ? E.left(missingFile) : E.right(file));

const baseName = (fileName: string): string => fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);

/** A resource name from an uploaded file's name when the client gave none: `forms/Lease.docx` -> `Lease`. */
export const nameFromFile = (fileName: string): string => baseName(fileName).replace(/\.(docx|pdf)$/i, '');

/**
 * The file name to keep: the one given (the multipart part's, or `fileName` of a raw upload), else
 * `<name>.docx`; empty when there is neither (an update: the use case names it after the resource).
 */
export const fileNameFor = (given: string | undefined, name: string, extension: 'docx' | 'pdf' = 'docx'): string => {
  const clean = baseName(given ?? '').trim();
  return clean !== '' ? clean : name.trim() === '' ? '' : `${name.trim()}.${extension}`;
};

/** A folder id in a form or query: `root` or empty means no folder. */
export const formFolderId = (raw: string): string | null => (raw === '' || raw.toLowerCase() === 'root' ? null : raw);

/** The name, description and tags a write gives: only those given, so that what is absent is kept by an update (exactOptionalPropertyTypes). */
export const metadataOf = (fields: { name?: string | undefined; description?: string | undefined; tags?: ReadonlyArray<string> | undefined }) => ({
  ...(fields.name === undefined ? {} : { name: fields.name }),
  ...(fields.description === undefined ? {} : { description: fields.description }),
  ...(fields.tags === undefined ? {} : { tags: fields.tags }),
});

/** The fields of a body (a multipart form's, or JSON), exactly as `codec` says them; the query must be empty (the metadata travels in the body). */
export const bodyFields = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>, fields: unknown): E.Either<HttpError, A> =>
  pipe(
    decodeQuery(NoQuery, ctx.query),
    E.chainW(() => decodeExact(codec, fields)),
  );

/** A new resource's name (the one given, else the file's) and its file, kept under the name fileNameFor gives. */
export const namedUpload = (name: string | undefined, bytes: Uint8Array, fileName: string | undefined, extension: 'docx' | 'pdf' = 'docx'): { readonly name: string; readonly file: UploadedFile } => {
  const chosen = name ?? nameFromFile(fileName ?? '');
  return { name: chosen, file: { bytes, fileName: fileNameFor(fileName, chosen, extension) } };
};

/** A new file of an existing resource, kept under the name fileNameFor gives (after the name given, if any). */
export const replacingFile = (bytes: Uint8Array, fileName: string | undefined, name: string | undefined, extension: 'docx' | 'pdf' = 'docx'): UploadedFile => ({
  bytes,
  fileName: fileNameFor(fileName, name ?? '', extension),
});
