import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import { formTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { FormTemplateUseCases } from '@quire/application/library/form-templates/form-template-use-cases';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { withBody } from '../../platform/body/decode-query';
import { NoBody } from '../../platform/body/empty-codecs';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import type { UploadLimits } from '../../platform/body/read-upload';
import { answerSearch } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned } from '../../platform/versions/change-request';
import { DocumentAnalysisJson, FormTemplateJson, FormTemplatePage, FormTemplateVersionList, analysisJson, formTemplateJson, formTemplateSummaryJson, formTemplateVersionJson } from '../document-library-json';
import { answerVersionCompare, answerVersionList, fileVersionOperations, versionNumber } from '../file-version-routes';
import { AnalyzeForm, TemplateRawQuery, TemplateSearchQuery, TemplateUploadForm, UpdateTemplateJson } from '../library-upload-codecs';
import { sendDownload } from '../send-download';
import { analyseRequest, createTemplateRequest, updateTemplateRequest } from './form-template-requests';
import { authFailures, createdResponse, ifMatchParameter, jsonContent, responseRef, versionedResponse } from '../../platform/openapi/openapi-parts';
import { operations, serve } from '../../platform/openapi/operations';
import { deletedResponse, libraryChangeFailures, templateDownloadResponse, libraryIdParameter, rawUploadQuery, uploadBody, uploadFailures } from '../document-library-openapi';

type Deps = FormTemplateUseCases;

/**
 * The form-template routes (docs/api.md#library). Uploads are multipart (`file` + fields) or a raw .docx
 * (metadata in the query); the name defaults to the file's name. `POST /FormTemplates/Analyze`
 * takes the file alone and saves nothing.
 */
export const registerFormTemplateRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string } & UploadLimits): void => {
  const id = (ctx: Context) => formTemplateId(ctx.params['id'] ?? '');
  const sendTemplate = (ctx: Context) => (template: FormTemplate) => sendVersioned(ctx, template.version, formTemplateJson(template));
  const on = serve(router, formTemplateOperations);

  on.searchFormTemplates((ctx) =>
    answerSearch(ctx, TemplateSearchQuery, (query, page) => deps.searchFormTemplates({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, alias: query.alias ?? null, tag: query.tag ?? null } }), formTemplateSummaryJson),
  );

  on.createFormTemplate((ctx) =>
    answer(
      ctx,
      pipe(
        createTemplateRequest(ctx, options),
        TE.chainW((input) => deps.createFormTemplate({ ...input, principal: principalOf(ctx) })),
      ),
      (template) => sendCreated(ctx, `${options.prefix}/FormTemplates/${encodeURIComponent(template.id)}`, template.version, formTemplateJson(template)),
    ),
  );

  on.analyzeDocument((ctx) =>
    answer(
      ctx,
      pipe(
        analyseRequest(ctx, options),
        TE.chainW((file) => deps.analyseDocument({ principal: principalOf(ctx), bytes: file.bytes, fileName: file.fileName })),
      ),
      (read) => {
        ctx.body = { analysis: analysisJson(read.analysis), text: read.text };
      },
    ),
  );

  on.getFormTemplate((ctx) => answer(ctx, deps.getFormTemplate({ principal: principalOf(ctx), id: id(ctx) }), sendTemplate(ctx)));

  on.updateFormTemplate((ctx) =>
    answer(
      ctx,
      pipe(
        updateTemplateRequest(ctx, options),
        TE.chainW((input) => deps.updateFormTemplate({ ...input, principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatchOf(ctx) })),
      ),
      sendTemplate(ctx),
    ),
  );

  on.deleteFormTemplate((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, NoBody), () => deps.deleteFormTemplate({ principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatchOf(ctx) })),
      () => sendNoContent(ctx),
    ),
  );

  on.downloadFormTemplate((ctx) => answer(ctx, deps.downloadFormTemplate({ principal: principalOf(ctx), id: id(ctx) }), (file) => sendDownload(ctx, file)));

  on.listFormTemplateVersions((ctx) => answerVersionList(ctx, deps.listFormTemplateVersions({ principal: principalOf(ctx), id: id(ctx) }), formTemplateVersionJson));

  on.compareFormTemplateVersions((ctx) => answerVersionCompare(ctx, (original, revised) => deps.compareFormTemplateVersions({ principal: principalOf(ctx), id: id(ctx), original, revised })));

  on.downloadFormTemplateVersion((ctx) =>
    answer(ctx, deps.downloadFormTemplateVersion({ principal: principalOf(ctx), id: id(ctx), number: versionNumber(ctx.params['n']) }), (file) => sendDownload(ctx, file)),
  );
};

const versions = fileVersionOperations('/FormTemplates', 'template', FormTemplateVersionList, templateDownloadResponse);

/** The `/FormTemplates` routes but generation. */
export const formTemplateOperations = operations('FormTemplates', {
  searchFormTemplates: {
    method: 'get',
    path: '/FormTemplates',
    role: 'member',
    summary: 'Search form templates',
    query: TemplateSearchQuery,
    responses: { '200': { description: 'A page, by name then id (without analyses)', content: jsonContent(FormTemplatePage) }, ...authFailures, '400': responseRef('DocumentLibraryBadRequest') },
  },
  createFormTemplate: {
    method: 'post',
    path: '/FormTemplates',
    role: 'author',
    summary: 'Upload a form template, a .docx or a fillable PDF (analysed; refused when unsafe or with errors, warnings kept)',
    query: rawUploadQuery(TemplateRawQuery),
    requestBody: uploadBody(TemplateUploadForm, true, undefined, { pdf: true }),
    responses: { '201': createdResponse(FormTemplateJson), ...authFailures, ...uploadFailures, '409': responseRef('DocumentLibraryNameTaken') },
  },
  analyzeDocument: {
    method: 'post',
    path: '/FormTemplates/Analyze',
    role: 'author',
    summary: 'Analyse a .docx or a fillable PDF without saving it: errors are reported as diagnostics, not refused',
    requestBody: uploadBody(AnalyzeForm, true, undefined, { pdf: true }),
    responses: { '200': { description: 'The analysis and the text', content: jsonContent(DocumentAnalysisJson) }, ...authFailures, ...uploadFailures },
  },
  getFormTemplate: {
    method: 'get',
    path: '/FormTemplates/:id',
    role: 'member',
    summary: 'One template with the analysis of its current file',
    parameters: [libraryIdParameter],
    responses: { '200': versionedResponse(FormTemplateJson, 'The template'), ...authFailures, '404': responseRef('NotFound') },
  },
  updateFormTemplate: {
    method: 'put',
    path: '/FormTemplates/:id',
    role: 'author',
    summary: 'Update metadata (JSON or fields) and/or upload a new file (the next file version; earlier ones stay downloadable)',
    parameters: [libraryIdParameter, ifMatchParameter],
    query: rawUploadQuery(TemplateRawQuery),
    requestBody: uploadBody(TemplateUploadForm, false, UpdateTemplateJson, { pdf: true }),
    responses: { '200': versionedResponse(FormTemplateJson, 'The template'), ...authFailures, ...uploadFailures, ...libraryChangeFailures, '409': responseRef('DocumentLibraryNameTaken') },
  },
  deleteFormTemplate: {
    method: 'delete',
    path: '/FormTemplates/:id',
    role: 'author',
    summary: 'Delete a template and all its file versions',
    parameters: [libraryIdParameter, ifMatchParameter],
    responses: { '204': deletedResponse, ...authFailures, ...libraryChangeFailures, '409': responseRef('Conflict') },
  },
  downloadFormTemplate: {
    method: 'get',
    path: '/FormTemplates/:id/Download',
    role: 'member',
    summary: 'The current file',
    parameters: [libraryIdParameter],
    responses: { '200': templateDownloadResponse, ...authFailures, '404': responseRef('NotFound') },
  },
  listFormTemplateVersions: versions.list,
  compareFormTemplateVersions: versions.compare,
  downloadFormTemplateVersion: versions.download,
});
