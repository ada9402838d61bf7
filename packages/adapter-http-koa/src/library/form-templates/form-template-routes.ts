import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import { formTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { HttpDeps } from '../../http-deps';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { decodeExact } from '../../platform/body/decode-exact';
import { decodeQuery } from '../../platform/body/decode-query';
import { NoBody, NoQuery } from '../../platform/body/empty-codecs';
import { readJsonBody } from '../../platform/body/read-json-body';
import type { UploadLimits } from '../../platform/body/read-upload';
import { pageJson } from '../../platform/paging/page-json';
import { pageRequestOf } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { etagOf, expectedVersions } from '../../platform/versions/if-match';
import { analysisJson, formTemplateJson, formTemplateSummaryJson, formTemplateVersionJson } from '../document-library-json';
import { TemplateSearchQuery } from '../library-upload-codecs';
import { sendDownload } from '../send-download';
import { analyzeRequest, createTemplateRequest, updateTemplateRequest } from './form-template-requests';

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
        createTemplateRequest(ctx, options),
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
        analyzeRequest(ctx, options),
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
        updateTemplateRequest(ctx, options),
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
