import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import { formTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { FormTemplateUseCases } from '@quire/application/library/form-templates/form-template-use-cases';
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
import { type OpenApiPart, authFailures, createdResponse, dateTime, ifMatchParameter, jsonContent, queryParameter, responseRef, schemaRef, stamps, versionedResponse } from '../../platform/openapi/openapi-parts';
import { deletedResponse, downloadResponse, fileProperties, libraryChangeFailures, libraryIdParameter, libraryPage, libraryPageParameters, rawUploadParameters, tagsSchema, uploadBody, uploadFailures, uploadFormFields } from '../document-library-openapi';

type Deps = FormTemplateUseCases;

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

const templateSummary = {
  id: { type: 'string' },
  name: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: 'string', maxLength: 2000 },
  tags: tagsSchema,
  ...fileProperties,
  fileVersion: { type: 'integer', minimum: 1, description: 'The number of the current file version.' },
  ...stamps,
};

/** OpenAPI of `/FormTemplates` (but generation), with the schemas only it uses. */
export const formTemplateOpenApi = {
  paths: {
    '/FormTemplates': {
      get: {
        operationId: 'searchFormTemplates',
        tags: ['FormTemplates'],
        summary: 'Search form templates',
        parameters: [...libraryPageParameters, queryParameter('alias', 'Only templates whose current version uses this alias (by name or synonym).'), queryParameter('tag', 'Only templates with this tag (ignoring case).')],
        responses: { '200': { description: 'A page, by name then id (without analyses)', content: jsonContent('FormTemplatePage') }, ...authFailures, '400': responseRef('DocumentLibraryBadRequest') },
      },
      post: {
        operationId: 'createFormTemplate',
        tags: ['FormTemplates'],
        summary: 'Upload a form template (analysed; refused when unsafe or with errors, warnings kept)',
        parameters: rawUploadParameters(false),
        requestBody: uploadBody('TemplateUploadForm', true),
        responses: { '201': createdResponse('FormTemplate'), ...authFailures, ...uploadFailures, '409': responseRef('DocumentLibraryNameTaken') },
      },
    },
    '/FormTemplates/Analyze': {
      post: {
        operationId: 'analyzeDocument',
        tags: ['FormTemplates'],
        summary: 'Analyse a .docx without saving it: errors are reported as diagnostics, not refused',
        requestBody: uploadBody('AnalyzeForm', true),
        responses: { '200': { description: 'The analysis and the text', content: jsonContent('DocumentAnalysis') }, ...authFailures, ...uploadFailures },
      },
    },
    '/FormTemplates/{id}': {
      get: {
        operationId: 'getFormTemplate',
        tags: ['FormTemplates'],
        summary: 'One template with the analysis of its current file',
        parameters: [libraryIdParameter],
        responses: { '200': versionedResponse('FormTemplate', 'The template'), ...authFailures, '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateFormTemplate',
        tags: ['FormTemplates'],
        summary: 'Update metadata (JSON or fields) and/or upload a new file (the next file version; earlier ones stay downloadable)',
        parameters: [libraryIdParameter, ifMatchParameter, ...rawUploadParameters(false)],
        requestBody: uploadBody('TemplateUploadForm', false, 'UpdateFormTemplateRequest'),
        responses: { '200': versionedResponse('FormTemplate', 'The template'), ...authFailures, ...uploadFailures, ...libraryChangeFailures, '409': responseRef('DocumentLibraryNameTaken') },
      },
      delete: {
        operationId: 'deleteFormTemplate',
        tags: ['FormTemplates'],
        summary: 'Delete a template and all its file versions',
        parameters: [libraryIdParameter, ifMatchParameter],
        responses: { '204': deletedResponse, ...authFailures, ...libraryChangeFailures, '409': responseRef('Conflict') },
      },
    },
    '/FormTemplates/{id}/Download': {
      get: { operationId: 'downloadFormTemplate', tags: ['FormTemplates'], summary: 'The current file', parameters: [libraryIdParameter], responses: { '200': downloadResponse, ...authFailures, '404': responseRef('NotFound') } },
    },
    '/FormTemplates/{id}/Versions': {
      get: {
        operationId: 'listFormTemplateVersions',
        tags: ['FormTemplates'],
        summary: 'Every file version, the first first',
        parameters: [libraryIdParameter],
        responses: { '200': { description: 'The file versions', content: jsonContent('FormTemplateVersionList') }, ...authFailures, '404': responseRef('NotFound') },
      },
    },
    '/FormTemplates/{id}/Versions/{n}/Download': {
      get: {
        operationId: 'downloadFormTemplateVersion',
        tags: ['FormTemplates'],
        summary: 'File version n, byte for byte',
        parameters: [libraryIdParameter, { name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: { '200': downloadResponse, ...authFailures, '404': responseRef('NotFound') },
      },
    },
  },
  schemas: {
    DocumentAnalysis: { type: 'object', required: ['analysis', 'text'], properties: { analysis: schemaRef('Analysis'), text: { type: 'string', description: 'The plain text, paragraphs separated by newlines.' } } },
    TemplateUploadForm: uploadFormFields({}),
    AnalyzeForm: { type: 'object', additionalProperties: false, required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    FormTemplateSummary: { type: 'object', additionalProperties: false, required: Object.keys(templateSummary), properties: templateSummary },
    FormTemplate: {
      type: 'object',
      additionalProperties: false,
      required: [...Object.keys(templateSummary), 'analysis'],
      properties: { ...templateSummary, analysis: schemaRef('Analysis') },
    },
    FormTemplatePage: libraryPage('FormTemplateSummary'),
    UpdateFormTemplateRequest: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' }, description: { type: 'string' }, tags: tagsSchema } },
    FormTemplateVersion: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'fileName', 'size', 'sha256', 'current', 'createdAt'],
      properties: { number: { type: 'integer', minimum: 1 }, ...fileProperties, current: { type: 'boolean' }, createdAt: dateTime },
    },
    FormTemplateVersionList: libraryPage('FormTemplateVersion'),
  },
} satisfies OpenApiPart;
