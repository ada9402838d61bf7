import type { CreateSnippetInput } from '@quire/application/library/snippets/create-snippet';
import type { UploadedFile } from '@quire/application/library/uploaded-file';
import type { SnippetSource } from '@quire/application/library/snippets/snippet-content';
import type { SnippetMetadataPatch } from '@quire/application/library/snippets/update-snippet';
import { type SnippetFolderId, snippetFolderId } from '@quire/domain/library/library-ids';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import { decodeExact } from '../../platform/body/decode-exact';
import { decodeQuery } from '../../platform/body/decode-query';
import { ForceQuery } from '../../platform/body/query-codecs';
import { readUpload, type UploadLimits } from '../../platform/body/read-upload';
import type { HttpError } from '../../platform/problems/http-error';
import { CreateSnippetJson, CreateSnippetRawQuery, SnippetUploadFields, UpdateSnippetJson, UpdateSnippetRawQuery } from '../library-upload-codecs';
import { readUploadForms } from '../upload-forms';
import { formFolderId, metadataOf, namedUpload, replacingFile, requireFile } from '../upload-input';

/*
 * The bodies of the snippet writes, read into the use cases' inputs: an upload (multipart `file` +
 * fields, or a raw .docx with the metadata in the query) or JSON with the snippet's `text`.
 */

export type CreateSnippetRequest = Omit<CreateSnippetInput, 'principal'>;
export type UpdateSnippetRequest = { readonly patch: SnippetMetadataPatch; readonly source: SnippetSource | null; readonly force: boolean };

const folderOf = (raw: string | undefined): SnippetFolderId | null | undefined => (raw === undefined ? undefined : pipe(formFolderId(raw), (id) => (id === null ? null : snippetFolderId(id))));
const jsonFolderOf = (raw: string | null | undefined): SnippetFolderId | null | undefined => (raw === undefined || raw === null ? raw : snippetFolderId(raw));

/** Only the fields given, so that what is absent is kept by an update (exactOptionalPropertyTypes). */
const metadata = (fields: Parameters<typeof metadataOf>[0], folderId: SnippetFolderId | null | undefined) => ({ ...metadataOf(fields), ...(folderId === undefined ? {} : { folderId }) });

/** `POST /Snippets`: an upload or JSON `{ name, text }`; the name defaults to the file's name. */
export const createSnippetRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, CreateSnippetRequest> => {
  const fromFile = (fields: { readonly name?: string; readonly folderId?: string } & Parameters<typeof metadataOf>[0], file: UploadedFile, fileName: string | undefined): CreateSnippetRequest => {
    const upload = namedUpload(fields.name, file.bytes, fileName);
    return { ...metadata(fields, folderOf(fields.folderId)), name: upload.name, source: { kind: 'file', file: upload.file } };
  };
  return readUploadForms(ctx, limits, {
    json: { codec: CreateSnippetJson, make: (body) => E.right({ ...metadata(body, jsonFolderOf(body.folderId)), name: body.name, source: { kind: 'text', text: body.text } }) },
    multipart: { codec: SnippetUploadFields, make: (fields, file) => pipe(requireFile(file), E.map((some) => fromFile(fields, some, some.fileName))) },
    raw: { codec: CreateSnippetRawQuery, make: (fields, file) => E.right(fromFile(fields, file, fields.fileName)) },
    none: () => E.left({ _tag: 'Validation', errors: [{ path: 'file', message: 'is required: a .docx upload, or JSON with name and text' }] }),
  });
};

/** `PUT /Snippets/:id`: the same forms, every part optional; `force` from the query (or, with a raw body, beside the metadata). */
export const updateSnippetRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, UpdateSnippetRequest> =>
  pipe(
    readUpload(ctx, limits, { json: true }),
    TE.chainEitherK((request): E.Either<HttpError, UpdateSnippetRequest> => {
      if (request.form === 'raw') {
        return pipe(
          decodeExact(UpdateSnippetRawQuery, request.fields),
          E.map((fields) => ({
            patch: metadata(fields, folderOf(fields.folderId)),
            source: { kind: 'file', file: replacingFile(request.file.bytes, fields.fileName, fields.name) },
            force: fields.force ?? false,
          })),
        );
      }
      return pipe(
        decodeQuery(ForceQuery, ctx.query),
        E.chainW(({ force }) => {
          switch (request.form) {
            case 'json':
              return pipe(
                decodeExact(UpdateSnippetJson, request.body),
                E.map((body): UpdateSnippetRequest => ({ patch: metadata(body, jsonFolderOf(body.folderId)), source: body.text === undefined ? null : { kind: 'text', text: body.text }, force: force ?? false })),
              );
            case 'multipart':
              return pipe(
                decodeExact(SnippetUploadFields, request.fields),
                E.map((fields): UpdateSnippetRequest => ({
                  patch: metadata(fields, folderOf(fields.folderId)),
                  source: request.file === null ? null : { kind: 'file', file: replacingFile(request.file.bytes, request.file.fileName, fields.name) },
                  force: force ?? false,
                })),
              );
            case 'none':
              return E.right({ patch: {}, source: null, force: force ?? false });
          }
        }),
      );
    }),
  );
