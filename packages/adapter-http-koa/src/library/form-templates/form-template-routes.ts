import type { CreateFormTemplateInput } from '@quire/application/create-form-template';
import type { UploadedFile } from '@quire/application/uploaded-file';
import type { TemplateMetadataPatch } from '@quire/application/update-form-template';
import type { FormTemplate } from '@quire/domain/form-template';
import { formTemplateId } from '@quire/domain/library-ids';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { Context } from 'koa';
import { answer } from '../../platform/problems/answer';
import { NoBody } from '../../api-keys/api-key-codecs';
import { decodeExact } from '../../platform/body/decode-exact';
import { decodeQuery } from '../../platform/body/decode-query';
import { analysisJson, formTemplateJson, formTemplateSummaryJson, formTemplateVersionJson } from '../document-library-json';
import type { HttpDeps } from '../../http-deps';
import type { HttpError } from '../../platform/problems/http-error';
import { etagOf, expectedVersions } from '../../platform/versions/if-match';
import { NoFields, TemplateRawQuery, TemplateSearchQuery, TemplateUploadFields, UpdateTemplateJson } from '../library-upload-codecs';
import { pageJson } from '../../platform/paging/page-json';
import { pageRequestOf } from '../../platform/paging/page-request';
import { principalOf } from '../../platform/auth/principal-of';
import { readJsonBody } from '../../platform/body/read-json-body';
import { readUpload, type UploadLimits } from '../../platform/body/read-upload';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { sendDownload } from '../send-download';
import { fileNameFor, missingFile, nameFromFile, requireFile } from '../upload-input';

type Deps = Pick<
  HttpDeps,
  | 'searchFormTemplates'
  | 'getFormTemplate'
  | 'createFormTemplate'
  | 'updateFormTemplate'
  | 'deleteFormTemplate'
  | 'downloadFormTemplate'
  | 'listFormTemplateVersions'
  | 'downloadFormTemplateVersion'
  | 'analyzeDocument'
>;
type Create = Omit<CreateFormTemplateInput, 'principal'>;
type Update = { readonly patch: TemplateMetadataPatch; readonly file: UploadedFile | null };

const NoQuery = t.exact(t.partial({}), 'NoQuery');

const metadata = (fields: { name?: string | undefined; description?: string | undefined; tags?: ReadonlyArray<string> | undefined }): TemplateMetadataPatch => ({
  ...(fields.name === undefined ? {} : { name: fields.name }),
  ...(fields.description === undefined ? {} : { description: fields.description }),
  ...(fields.tags === undefined ? {} : { tags: fields.tags }),
});

/** A file version number in the path: a positive integer, else the version is simply not found. */
const versionNumber = (raw: string | undefined): number => (raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0);

/**
 * SPEC §1.1 and §1.2 form-template routes. Uploads are multipart (`file` + fields) or a raw .docx
 * (metadata in the query); the name defaults to the file's name. `POST /FormTemplates/Analyze`
 * takes the file alone and saves nothing.
 */
export const registerFormTemplateRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string } & UploadLimits): void => {
  const id = (ctx: Context) => formTemplateId(ctx.params['id'] ?? '');
  const ifMatch = (ctx: Context) => expectedVersions(ctx.get('If-Match') || undefined) ?? null;
  const sendTemplate = (ctx: Context) => (template: FormTemplate) => {
    ctx.set('ETag', etagOf(template.version));
    ctx.body = formTemplateJson(template);
  };

  const createInput = (ctx: Context): TE.TaskEither<HttpError, Create> =>
    pipe(
      readUpload(ctx, options, { json: false }),
      TE.chainEitherK((request): E.Either<HttpError, Create> => {
        switch (request.form) {
          case 'multipart':
            return pipe(
              decodeQuery(NoQuery, ctx.query),
              E.chainW(() => decodeExact(TemplateUploadFields, request.fields)),
              E.bindTo('fields'),
              E.bind('file', () => requireFile(request.file)),
              E.map(({ fields, file }) => {
                const name = fields.name ?? nameFromFile(file.fileName);
                return { ...metadata(fields), name, file: { bytes: file.bytes, fileName: fileNameFor(file.fileName, name) } };
              }),
            );
          case 'raw':
            return pipe(
              decodeExact(TemplateRawQuery, request.fields),
              E.map((fields) => {
                const name = fields.name ?? nameFromFile(fields.fileName ?? '');
                return { ...metadata(fields), name, file: { bytes: request.file.bytes, fileName: fileNameFor(fields.fileName, name) } };
              }),
            );
          case 'json':
          case 'none':
            return E.left(missingFile);
        }
      }),
    );

  const updateInput = (ctx: Context): TE.TaskEither<HttpError, Update> =>
    pipe(
      readUpload(ctx, options, { json: true }),
      TE.chainEitherK((request): E.Either<HttpError, Update> => {
        switch (request.form) {
          case 'raw':
            return pipe(
              decodeExact(TemplateRawQuery, request.fields),
              E.map((fields) => ({ patch: metadata(fields), file: { bytes: request.file.bytes, fileName: fileNameFor(fields.fileName, fields.name ?? '') } })),
            );
          case 'multipart':
            return pipe(
              decodeQuery(NoQuery, ctx.query),
              E.chainW(() => decodeExact(TemplateUploadFields, request.fields)),
              E.map((fields) => ({
                patch: metadata(fields),
                file: request.file === null ? null : { bytes: request.file.bytes, fileName: fileNameFor(request.file.fileName, fields.name ?? '') },
              })),
            );
          case 'json':
            return pipe(
              decodeQuery(NoQuery, ctx.query),
              E.chainW(() => decodeExact(UpdateTemplateJson, request.body)),
              E.map((body) => ({ patch: metadata(body), file: null })),
            );
          case 'none':
            return pipe(
              decodeQuery(NoQuery, ctx.query),
              E.map(() => ({ patch: {}, file: null })),
            );
        }
      }),
    );

  /** The file alone (multipart `file` without fields, or a raw body without a query). */
  const analyzeInput = (ctx: Context): TE.TaskEither<HttpError, UploadedFile> =>
    pipe(
      readUpload(ctx, options, { json: false }),
      TE.chainEitherK((request): E.Either<HttpError, UploadedFile> => {
        switch (request.form) {
          case 'multipart':
            return pipe(
              decodeQuery(NoQuery, ctx.query),
              E.chainW(() => decodeExact(NoFields, request.fields)),
              E.chain(() => requireFile(request.file)),
            );
          case 'raw':
            return pipe(
              decodeExact(NoFields, request.fields),
              E.map(() => request.file),
            );
          case 'json':
          case 'none':
            return E.left(missingFile);
        }
      }),
    );

  router.get('/FormTemplates', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(TemplateSearchQuery, ctx.query)),
        TE.bindTo('query'),
        TE.bind('page', ({ query }) => TE.fromEither(pageRequestOf(query))),
        TE.chainW(({ query, page }) => deps.searchFormTemplates({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, alias: query.alias ?? null, tag: query.tag ?? null } })),
      ),
      (page) => {
        ctx.body = pageJson(page, formTemplateSummaryJson);
      },
    ),
  );

  router.post('/FormTemplates', (ctx) =>
    answer(
      ctx,
      pipe(
        createInput(ctx),
        TE.chainW((input) => deps.createFormTemplate({ ...input, principal: principalOf(ctx) })),
      ),
      (template) => {
        ctx.status = 201;
        ctx.set('Location', `${options.prefix}/FormTemplates/${encodeURIComponent(template.id)}`);
        sendTemplate(ctx)(template);
      },
    ),
  );

  router.post('/FormTemplates/Analyze', (ctx) =>
    answer(
      ctx,
      pipe(
        analyzeInput(ctx),
        TE.chainW((file) => deps.analyzeDocument({ principal: principalOf(ctx), bytes: file.bytes })),
      ),
      (read) => {
        ctx.body = { analysis: analysisJson(read.analysis), text: read.text };
      },
    ),
  );

  router.get('/FormTemplates/:id', (ctx) => answer(ctx, deps.getFormTemplate({ principal: principalOf(ctx), id: id(ctx) }), sendTemplate(ctx)));

  router.put('/FormTemplates/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        updateInput(ctx),
        TE.chainW((input) => deps.updateFormTemplate({ ...input, principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatch(ctx) })),
      ),
      sendTemplate(ctx),
    ),
  );

  router.delete('/FormTemplates/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(NoQuery, ctx.query)),
        TE.chainFirst(() => pipe(readJsonBody(ctx, options.jsonBodyLimitBytes), TE.chainEitherKW((body) => decodeExact(NoBody, body)))),
        TE.chainW(() => deps.deleteFormTemplate({ principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatch(ctx) })),
      ),
      () => {
        ctx.status = 204;
      },
    ),
  );

  router.get('/FormTemplates/:id/Download', (ctx) => answer(ctx, deps.downloadFormTemplate({ principal: principalOf(ctx), id: id(ctx) }), (file) => sendDownload(ctx, file)));

  router.get('/FormTemplates/:id/Versions', (ctx) =>
    answer(
      ctx,
      pipe(
        deps.getFormTemplate({ principal: principalOf(ctx), id: id(ctx) }),
        TE.bindTo('template'),
        TE.bind('versions', ({ template }) => deps.listFormTemplateVersions({ principal: principalOf(ctx), id: template.id })),
      ),
      ({ template, versions }) => {
        ctx.body = { items: versions.map((version) => formTemplateVersionJson(version, template.fileVersion)), nextCursor: null };
      },
    ),
  );

  router.get('/FormTemplates/:id/Versions/:n/Download', (ctx) =>
    answer(ctx, deps.downloadFormTemplateVersion({ principal: principalOf(ctx), id: id(ctx), number: versionNumber(ctx.params['n']) }), (file) => sendDownload(ctx, file)),
  );
};
