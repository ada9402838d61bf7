import type { CreateFormTemplateInput } from '@quire/application/library/form-templates/create-form-template';
import type { UploadedFile } from '@quire/application/library/uploaded-file';
import type { TemplateMetadataPatch } from '@quire/application/library/form-templates/update-form-template';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import { decodeExact } from '../../platform/body/decode-exact';
import { decodeQuery } from '../../platform/body/decode-query';
import { NoQuery } from '../../platform/body/empty-codecs';
import { readUpload, type UploadLimits } from '../../platform/body/read-upload';
import type { HttpError } from '../../platform/problems/http-error';
import { NoFields, TemplateRawQuery, TemplateUploadFields, UpdateTemplateJson } from '../library-upload-codecs';
import { metadataOf, missingFile, bodyFields, namedUpload, replacingFile, requireFile } from '../upload-input';

/*
 * The bodies of the form-template uploads, read into the use cases' inputs: multipart (`file` +
 * fields, nothing in the query) or a raw .docx (the metadata in the query); an update may also be
 * JSON metadata alone, or nothing.
 */

export type CreateTemplateRequest = Omit<CreateFormTemplateInput, 'principal'>;
export type UpdateTemplateRequest = { readonly patch: TemplateMetadataPatch; readonly file: UploadedFile | null };

/** `POST /FormTemplates`: a file is required; the name defaults to the file's name. */
export const createTemplateRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, CreateTemplateRequest> =>
  pipe(
    readUpload(ctx, limits, { json: false, pdf: true }),
    TE.chainEitherK((request): E.Either<HttpError, CreateTemplateRequest> => {
      switch (request.form) {
        case 'multipart':
          return pipe(
            bodyFields(ctx, TemplateUploadFields, request.fields),
            E.bindTo('fields'),
            E.bind('file', () => requireFile(request.file)),
            E.map(({ fields, file }) => ({ ...metadataOf(fields), ...namedUpload(fields.name, file.bytes, file.fileName) })),
          );
        case 'raw':
          return pipe(
            decodeExact(TemplateRawQuery, request.fields),
            E.map((fields) => ({ ...metadataOf(fields), ...namedUpload(fields.name, request.file.bytes, fields.fileName, request.extension) })),
          );
        case 'json':
        case 'none':
          return E.left(missingFile);
      }
    }),
  );

/** `PUT /FormTemplates/:id`: new metadata, a new file, both or neither. */
export const updateTemplateRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, UpdateTemplateRequest> =>
  pipe(
    readUpload(ctx, limits, { json: true, pdf: true }),
    TE.chainEitherK((request): E.Either<HttpError, UpdateTemplateRequest> => {
      switch (request.form) {
        case 'raw':
          return pipe(
            decodeExact(TemplateRawQuery, request.fields),
            E.map((fields) => ({ patch: metadataOf(fields), file: replacingFile(request.file.bytes, fields.fileName, fields.name, request.extension) })),
          );
        case 'multipart':
          return pipe(
            bodyFields(ctx, TemplateUploadFields, request.fields),
            E.map((fields) => ({ patch: metadataOf(fields), file: request.file === null ? null : replacingFile(request.file.bytes, request.file.fileName, fields.name) })),
          );
        case 'json':
          return pipe(
            bodyFields(ctx, UpdateTemplateJson, request.body),
            E.map((body) => ({ patch: metadataOf(body), file: null })),
          );
        case 'none':
          return pipe(
            decodeQuery(NoQuery, ctx.query),
            E.map(() => ({ patch: {}, file: null })),
          );
      }
    }),
  );

/** `POST /FormTemplates/Analyze`: the file alone (multipart `file` without fields, or a raw body without a query). */
export const analyseRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, UploadedFile> =>
  pipe(
    readUpload(ctx, limits, { json: false, pdf: true }),
    TE.chainEitherK((request): E.Either<HttpError, UploadedFile> => {
      switch (request.form) {
        case 'multipart':
          return pipe(
            bodyFields(ctx, NoFields, request.fields),
            E.chain(() => requireFile(request.file)),
          );
        case 'raw':
          return pipe(
            decodeExact(NoFields, request.fields),
            E.map(() => (request.extension === 'pdf' ? { ...request.file, fileName: 'form.pdf' } : request.file)),
          );
        case 'json':
        case 'none':
          return E.left(missingFile);
      }
    }),
  );
