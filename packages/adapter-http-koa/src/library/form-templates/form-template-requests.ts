import type { CreateFormTemplateInput } from '@quire/application/library/form-templates/create-form-template';
import type { UploadedFile } from '@quire/application/library/uploaded-file';
import type { TemplateMetadataPatch } from '@quire/application/library/form-templates/update-form-template';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import { decodeQuery } from '../../platform/body/decode-query';
import { NoQuery } from '../../platform/body/empty-codecs';
import type { UploadLimits } from '../../platform/body/read-upload';
import type { HttpError } from '../../platform/problems/http-error';
import { NoFields, TemplateRawQuery, TemplateUploadFields, UpdateTemplateJson } from '../library-upload-codecs';
import { readUploadForms } from '../upload-forms';
import { metadataOf, namedUpload, replacingFile, requireFile } from '../upload-input';

/*
 * The bodies of the form-template uploads, read into the use cases' inputs: multipart (`file` +
 * fields, nothing in the query) or a raw .docx (the metadata in the query); an update may also be
 * JSON metadata alone, or nothing.
 */

export type CreateTemplateRequest = Omit<CreateFormTemplateInput, 'principal'>;
export type UpdateTemplateRequest = { readonly patch: TemplateMetadataPatch; readonly file: UploadedFile | null };

/** `POST /FormTemplates`: a file is required; the name defaults to the file's name. A raw body may be a .docx or a fillable PDF. */
export const createTemplateRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, CreateTemplateRequest> =>
  readUploadForms(ctx, limits, {
    pdf: true,
    multipart: { codec: TemplateUploadFields, make: (fields, file) => pipe(requireFile(file), E.map((some) => ({ ...metadataOf(fields), ...namedUpload(fields.name, some.bytes, some.fileName) }))) },
    raw: { codec: TemplateRawQuery, make: (fields, file, extension) => E.right({ ...metadataOf(fields), ...namedUpload(fields.name, file.bytes, fields.fileName, extension) }) },
  });

/** `PUT /FormTemplates/:id`: new metadata, a new file, both or neither. */
export const updateTemplateRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, UpdateTemplateRequest> =>
  readUploadForms(ctx, limits, {
    pdf: true,
    multipart: { codec: TemplateUploadFields, make: (fields, file) => E.right({ patch: metadataOf(fields), file: file === null ? null : replacingFile(file.bytes, file.fileName, fields.name) }) },
    raw: { codec: TemplateRawQuery, make: (fields, file, extension) => E.right({ patch: metadataOf(fields), file: replacingFile(file.bytes, fields.fileName, fields.name, extension) }) },
    json: { codec: UpdateTemplateJson, make: (body) => E.right({ patch: metadataOf(body), file: null }) },
    none: () => pipe(decodeQuery(NoQuery, ctx.query), E.map((): UpdateTemplateRequest => ({ patch: {}, file: null }))),
  });

/** `POST /FormTemplates/Analyze`: the file alone (multipart `file` without fields, or a raw .docx or PDF body without a query). */
export const analyseRequest = (ctx: Context, limits: UploadLimits): TE.TaskEither<HttpError, UploadedFile> =>
  readUploadForms(ctx, limits, {
    pdf: true,
    multipart: { codec: NoFields, make: (_fields, file) => requireFile(file) },
    raw: { codec: NoFields, make: (_fields, file, extension) => E.right(extension === 'pdf' ? { ...file, fileName: 'form.pdf' } : file) },
  });
