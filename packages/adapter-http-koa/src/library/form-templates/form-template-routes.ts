import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import { formTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { UseCasesOf } from '@quire/application/use-case-binding';
import type { formTemplateUseCases } from '@quire/application/library/form-templates/form-template-use-cases';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { withoutQuery } from '../../platform/body/decode-query';
import { NoBody } from '../../platform/body/empty-codecs';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import type { UploadLimits } from '../../platform/body/read-upload';
import { answerSearch } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned } from '../../platform/versions/change-request';
import { analysisJson, formTemplateJson, formTemplateSummaryJson, formTemplateVersionJson } from '../document-library-json';
import { TemplateSearchQuery } from '../library-upload-codecs';
import { sendDownload } from '../send-download';
import { analyzeRequest, createTemplateRequest, updateTemplateRequest } from './form-template-requests';

type Deps = UseCasesOf<typeof formTemplateUseCases>;

/** A file version number in the path: a positive integer, else the version is simply not found. */
const versionNumber = (raw: string | undefined): number => (raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0);

/**
 * SPEC §1.1 and §1.2 form-template routes. Uploads are multipart (`file` + fields) or a raw .docx
 * (metadata in the query); the name defaults to the file's name. `POST /FormTemplates/Analyze`
 * takes the file alone and saves nothing.
 */
export const registerFormTemplateRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string } & UploadLimits): void => {
  const id = (ctx: Context) => formTemplateId(ctx.params['id'] ?? '');
  const sendTemplate = (ctx: Context) => (template: FormTemplate) => sendVersioned(ctx, template.version, formTemplateJson(template));

  router.get('/FormTemplates', (ctx) =>
    answerSearch(ctx, TemplateSearchQuery, (query, page) => deps.searchFormTemplates({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, alias: query.alias ?? null, tag: query.tag ?? null } }), formTemplateSummaryJson),
  );

  router.post('/FormTemplates', (ctx) =>
    answer(
      ctx,
      pipe(
        createTemplateRequest(ctx, options),
        TE.chainW((input) => deps.createFormTemplate({ ...input, principal: principalOf(ctx) })),
      ),
      (template) => sendCreated(ctx, `${options.prefix}/FormTemplates/${encodeURIComponent(template.id)}`, template.version, formTemplateJson(template)),
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
        TE.chainW((input) => deps.updateFormTemplate({ ...input, principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatchOf(ctx) })),
      ),
      sendTemplate(ctx),
    ),
  );

  router.delete('/FormTemplates/:id', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, NoBody),
          TE.chainW(() => deps.deleteFormTemplate({ principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatchOf(ctx) })),
        ),
      ),
      () => sendNoContent(ctx),
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
