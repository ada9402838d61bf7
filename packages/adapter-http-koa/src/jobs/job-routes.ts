import type { JobUseCases } from '@quire/application/jobs/job-use-cases';
import type { BatchSource } from '@quire/application/jobs/submit-batch';
import { jobId, type JobKind } from '@quire/domain/jobs/job';
import { answerSetId } from '@quire/domain/answer-sets/answer-set';
import { formTemplateId } from '@quire/domain/library/library-ids';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { Readable } from 'node:stream';
import { principalOf } from '../platform/auth/principal-of';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { decodeExact } from '../platform/body/decode-exact';
import { decodeQuery } from '../platform/body/decode-query';
import { NoQuery } from '../platform/body/empty-codecs';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { readJsonBody } from '../platform/body/read-json-body';
import { pageRequestOf } from '../platform/paging/page-request';
import { encodeCursor } from '../platform/paging/search-cursor';
import { answerError } from '../platform/problems/answer';
import type { HttpError } from '../platform/problems/http-error';
import { BatchBody, type BatchOptions, CsvBatchQuery, CsvPacketBatchQuery, JobsQuery, PacketBatchBody } from './job-codecs';
import { jobDetailJson, jobJson } from './job-json';
import { readCsvBody } from './read-csv-body';
import { type OpenApiPart, authFailures, dateTime, jsonContent, problemResponse, queryParameter, responseRef, schemaRef } from '../platform/openapi/openapi-parts';

/** SPEC §4.2: a batch body (JSON items or CSV) of at most 64 MiB by default (BATCH_BODY_LIMIT_BYTES). */
export const DEFAULT_BATCH_BODY_LIMIT_BYTES = 64 * 1024 * 1024;
/** Items of one batch (SPEC §4.2: 100,000). */
export const DEFAULT_BATCH_MAX_ITEMS = 100_000;

export type JobRouteOptions = {
  readonly prefix: string;
  readonly batchBodyLimitBytes: number;
  readonly batchMaxItems: number;
  /** The shape limits of one item's data; a batch may hold batchMaxItems of them. */
  readonly generationDataShape: DataShapeLimits;
};

type Settings = {
  readonly format?: 'docx' | 'pdf';
  readonly fileName?: string;
  readonly bundle?: 'zip' | 'merged';
  readonly answerSetId?: string;
  readonly options?: t.TypeOf<typeof BatchOptions>;
};

const optionsOf = (options: Settings['options']) => ({
  missing: options?.missing ?? 'blank',
  keepContentControls: options?.keepContentControls ?? false,
  locale: options?.locale ?? 'en-US',
  timeZone: options?.timeZone ?? 'UTC',
});

const isCsv = (ctx: Context): boolean => ctx.request.is('text/csv') === 'text/csv';

/** A batch's items and settings: a CSV body with its settings in the query, or a JSON body. */
const readBatch = async (
  ctx: Context,
  options: JobRouteOptions,
  kind: JobKind,
): Promise<E.Either<HttpError, { source: BatchSource; settings: Settings; templateIds?: ReadonlyArray<string> }>> => {
  if (isCsv(ctx)) {
    const query = kind === 'batch' ? decodeQuery(CsvBatchQuery, ctx.query) : decodeQuery(CsvPacketBatchQuery, ctx.query);
    if (E.isLeft(query)) return query;
    const csv = await readCsvBody(ctx, options.batchBodyLimitBytes, options.batchMaxItems)();
    if (E.isLeft(csv)) return csv;
    const { missing, keepContentControls, locale, timeZone, ...rest } = query.right as t.TypeOf<typeof CsvPacketBatchQuery>;
    const settings: Settings = { ...rest, options: { ...(missing === undefined ? {} : { missing }), ...(keepContentControls === undefined ? {} : { keepContentControls }), ...(locale === undefined ? {} : { locale }), ...(timeZone === undefined ? {} : { timeZone }) } };
    return E.right({ source: { csv: csv.right }, settings, ...('templateIds' in rest ? { templateIds: rest.templateIds } : {}) });
  }
  const query = decodeQuery(NoQuery, ctx.query);
  if (E.isLeft(query)) return query;
  const shape = { maxDepth: options.generationDataShape.maxDepth + 2, maxKeys: options.generationDataShape.maxKeys * 10 };
  const raw = await readJsonBody(ctx, options.batchBodyLimitBytes, shape)();
  if (E.isLeft(raw)) return raw;
  if (kind === 'batch') {
    const body = decodeExact(BatchBody, raw.right);
    return E.isLeft(body) ? body : E.right({ source: { items: body.right.items }, settings: body.right });
  }
  const body = decodeExact(PacketBatchBody, raw.right);
  return E.isLeft(body) ? body : E.right({ source: { items: body.right.items }, settings: body.right, templateIds: body.right.templateIds });
};

/**
 * The jobs and batches of SPEC §4.2: `POST /FormTemplates/:id/Batches` and
 * `POST /FormTemplates/Batches` answer 202 with the queued job and its Location; `GET /Jobs`,
 * `GET /Jobs/:id`, `GET /Jobs/:id/Download` (the .zip, streamed from the blob store) and
 * `PUT /Jobs/:id/Cancel`. Registered before the template routes' `/FormTemplates/:id`.
 */
export const registerJobRoutes = (router: SecuredRoutes, deps: JobUseCases, options: JobRouteOptions): void => {
  const submit = async (ctx: Context, kind: JobKind, templateIds: ReadonlyArray<string> | undefined) => {
    const request = await readBatch(ctx, options, kind);
    if (E.isLeft(request)) return answerError(ctx, request.left);
    const { settings } = request.right;
    const ids = templateIds ?? request.right.templateIds ?? [];
    const submitted = await deps.submitBatch({
      principal: principalOf(ctx),
      kind,
      templateIds: ids.map(formTemplateId),
      source: request.right.source,
      format: settings.format ?? 'docx',
      fileName: settings.fileName ?? null,
      bundle: settings.bundle ?? 'zip',
      answerSetId: settings.answerSetId === undefined ? null : answerSetId(settings.answerSetId),
      options: optionsOf(settings.options),
    })();
    if (E.isLeft(submitted)) return answerError(ctx, submitted.left);
    const detail = await deps.getJob({ principal: principalOf(ctx), id: submitted.right.id })();
    if (E.isLeft(detail)) return answerError(ctx, detail.left);
    ctx.status = 202;
    ctx.set('Location', `${options.prefix}/Jobs/${encodeURIComponent(submitted.right.id)}`);
    ctx.body = jobDetailJson(detail.right);
  };

  router.post('/FormTemplates/Batches', (ctx) => submit(ctx, 'packet_batch', undefined));
  router.post('/FormTemplates/:id/Batches', (ctx) => submit(ctx, 'batch', [ctx.params['id'] ?? '']));

  router.get('/Jobs', async (ctx) => {
    const query = decodeQuery(JobsQuery, ctx.query);
    if (E.isLeft(query)) return answerError(ctx, query.left);
    const page = pageRequestOf(query.right);
    if (E.isLeft(page)) return answerError(ctx, page.left);
    const after = page.right.after;
    const afterDate = after === null ? null : new Date(after.nameKey);
    if (after !== null && (afterDate === null || Number.isNaN(afterDate.getTime()))) return answerError(ctx, { _tag: 'InvalidCursor', cursor: query.right.cursor ?? '' });
    const found = await deps.listJobs({
      principal: principalOf(ctx),
      ...(query.right.status === undefined ? {} : { status: query.right.status }),
      ...(query.right.kind === undefined ? {} : { kind: query.right.kind }),
      limit: page.right.limit,
      after: after === null || afterDate === null ? null : { createdAt: afterDate, id: jobId(after.id) },
    })();
    if (E.isLeft(found)) return answerError(ctx, found.left);
    const next = found.right.next;
    ctx.body = { items: found.right.items.map(jobJson), nextCursor: next === null ? null : encodeCursor({ nameKey: next.createdAt.toISOString(), id: next.id }) };
  });

  router.get('/Jobs/:id', async (ctx) => {
    const query = decodeQuery(NoQuery, ctx.query);
    if (E.isLeft(query)) return answerError(ctx, query.left);
    const detail = await deps.getJob({ principal: principalOf(ctx), id: jobId(ctx.params['id'] ?? '') })();
    if (E.isLeft(detail)) return answerError(ctx, detail.left);
    ctx.set('ETag', `"${detail.right.job.version}"`);
    ctx.body = jobDetailJson(detail.right);
  });

  router.get('/Jobs/:id/Download', async (ctx) => {
    const query = decodeQuery(NoQuery, ctx.query);
    if (E.isLeft(query)) return answerError(ctx, query.left);
    const result = await deps.downloadJobResult({ principal: principalOf(ctx), id: jobId(ctx.params['id'] ?? '') })();
    if (E.isLeft(result)) return answerError(ctx, result.left);
    ctx.set('Content-Type', 'application/zip');
    ctx.set('Content-Disposition', `attachment; filename="${result.right.fileName}"`);
    ctx.set('ETag', `"${result.right.digest}"`);
    ctx.length = result.right.size;
    ctx.body = Readable.from(result.right.chunks, { objectMode: false });
  });

  router.put('/Jobs/:id/Cancel', async (ctx) => {
    const query = decodeQuery(NoQuery, ctx.query);
    if (E.isLeft(query)) return answerError(ctx, query.left);
    const cancelled = await deps.cancelJob({ principal: principalOf(ctx), id: jobId(ctx.params['id'] ?? '') })();
    if (E.isLeft(cancelled)) return answerError(ctx, cancelled.left);
    const detail = await deps.getJob({ principal: principalOf(ctx), id: cancelled.right.id })();
    if (E.isLeft(detail)) return answerError(ctx, detail.left);
    ctx.set('ETag', `"${detail.right.job.version}"`);
    ctx.body = jobDetailJson(detail.right);
  });
};

/*
 * OpenAPI of the jobs and batches (SPEC §4.2, relative to the API prefix; docs/jobs.md).
 */

const accepted = {
  description: 'Accepted: the job, queued (its items render later). `Location` is the job.',
  headers: { Location: { $ref: '#/components/headers/Location' } },
  content: jsonContent('JobDetail'),
};

const batchFailures = {
  ...authFailures,
  '400': responseRef('JobBadRequest'),
  '404': responseRef('NotFound'),
  '413': responseRef('PayloadTooLarge'),
  '415': responseRef('UnsupportedMediaType'),
  '422': responseRef('BatchInvalid'),
  '501': responseRef('GenerationNotImplemented'),
};

const csvParameters = [
  queryParameter('format', 'CSV body only: `docx` (default) or `pdf`', { type: 'string', enum: ['docx', 'pdf'] }),
  queryParameter('fileName', 'CSV body only: the file name template of each document, e.g. `{{client_name}} – engagement`'),
  queryParameter('missing', 'CSV body only: blank, highlight, keep or error', { type: 'string', enum: ['blank', 'highlight', 'keep', 'error'] }),
  queryParameter('keepContentControls', 'CSV body only', { type: 'string', enum: ['true', 'false'] }),
  queryParameter('locale', 'CSV body only: BCP 47'),
  queryParameter('timeZone', 'CSV body only: IANA time zone'),
  queryParameter('answerSetId', 'CSV body only: an answer set under every row (a row\'s cells win key by key)'),
];

const csvBody = {
  'text/csv': {
    schema: {
      type: 'string',
      examples: ['client_name,fee,start_date,retainer\r\nAda Lovelace,1200.50,2026-01-15,yes\r\n'],
      description: 'UTF-8 CSV (RFC 4180). The first row names the columns: alias names or synonyms. Cells are typed by the aliases (numbers, dates YYYY-MM-DD, booleans true/false/yes/no/1/0, choices, a list as JSON). Row n after the header is item n.',
    },
  },
};

const jobIdParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

const options = {
  type: 'object',
  additionalProperties: false,
  properties: {
    missing: { type: 'string', enum: ['blank', 'highlight', 'keep', 'error'], default: 'blank' },
    keepContentControls: { type: 'boolean', default: false },
    locale: { type: 'string', default: 'en-US' },
    timeZone: { type: 'string', default: 'UTC' },
  },
};
const items = { type: 'array', maxItems: 100000, items: { type: 'object', additionalProperties: true }, description: 'One data object per document (item n is the nth, from 1). Each is checked against the aliases as Generate checks its data.' };
const answerSetIdSchema = { type: 'string', description: 'An answer set under every item (SPEC §4.1): an item\'s data wins key by key' };
const fileName = { type: 'string', minLength: 1, maxLength: 300, description: 'Each document\'s name: `{{name}}` is replaced by the item\'s value of that alias (plain text, nothing is evaluated); names are made safe for a zip and unique (`Letter (2).docx`). Default: the template\'s name.' };

/** OpenAPI of the job routes. */
export const jobOpenApi = {
  paths: {
    '/FormTemplates/{id}/Batches': {
      post: {
        operationId: 'submitBatch',
        tags: ['Jobs'],
        summary: 'Many documents of one template: JSON items or a CSV body; answers 202 and the job',
        parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }, ...csvParameters],
        requestBody: { required: true, content: { 'application/json': { schema: schemaRef('BatchRequest') }, ...csvBody } },
        responses: { '202': accepted, ...batchFailures },
      },
    },
    '/FormTemplates/Batches': {
      post: {
        operationId: 'submitPacketBatch',
        tags: ['Jobs'],
        summary: 'Many packets (several templates, one data set each): JSON items or a CSV body; answers 202 and the job',
        parameters: [queryParameter('templateIds', 'CSV body only: template ids separated by commas (required then)'), queryParameter('bundle', 'CSV body only: zip or merged', { type: 'string', enum: ['zip', 'merged'] }), ...csvParameters],
        requestBody: { required: true, content: { 'application/json': { schema: schemaRef('PacketBatchRequest') }, ...csvBody } },
        responses: { '202': accepted, ...batchFailures },
      },
    },
    '/Jobs': {
      get: {
        operationId: 'listJobs',
        tags: ['Jobs'],
        summary: 'The tenant\'s jobs, newest first',
        parameters: [
          queryParameter('status', 'queued, running, succeeded, failed or cancelled', { type: 'string', enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] }),
          queryParameter('kind', 'batch or packet_batch', { type: 'string', enum: ['batch', 'packet_batch'] }),
          queryParameter('limit', '1 to 100 (default 25)', { type: 'integer', minimum: 1, maximum: 100 }),
          queryParameter('cursor', 'The nextCursor of the previous page'),
        ],
        responses: { '200': { description: 'A page of jobs', content: jsonContent('JobPage') }, ...authFailures, '400': responseRef('JobBadRequest') },
      },
    },
    '/Jobs/{id}': {
      get: {
        operationId: 'getJob',
        tags: ['Jobs'],
        summary: 'One job: its status, progress counts and item errors by row',
        parameters: [jobIdParameter],
        responses: { '200': { description: 'The job', headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: jsonContent('JobDetail') }, ...authFailures, '404': responseRef('NotFound') },
      },
    },
    '/Jobs/{id}/Download': {
      get: {
        operationId: 'downloadJobResult',
        tags: ['Jobs'],
        summary: 'The job\'s result: a .zip of the documents and errors.csv',
        parameters: [jobIdParameter],
        responses: {
          '200': { description: 'The .zip (stored entries; ZIP64 when large); ETag is its SHA-256', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
          ...authFailures,
          '404': responseRef('NotFound'),
          '409': responseRef('JobResultNotReady'),
        },
      },
    },
    '/Jobs/{id}/Cancel': {
      put: {
        operationId: 'cancelJob',
        tags: ['Jobs'],
        summary: 'Stop a queued or running job; the items done stay done (and are in its result)',
        parameters: [jobIdParameter],
        requestBody: { required: false, content: jsonContent('EmptyRequest') },
        responses: { '200': { description: 'The job, cancelled', content: jsonContent('JobDetail') }, ...authFailures, '404': responseRef('NotFound'), '409': responseRef('JobFinished') },
      },
    },
  },
  schemas: {
    BatchRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['items'],
      properties: { items, format: { type: 'string', enum: ['docx', 'pdf'], default: 'docx' }, fileName, answerSetId: answerSetIdSchema, options },
    },
    PacketBatchRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['templateIds', 'items'],
      properties: {
        templateIds: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string' } },
        items,
        format: { type: 'string', enum: ['docx', 'pdf'], default: 'docx' },
        bundle: { type: 'string', enum: ['zip', 'merged'], default: 'zip', description: 'Each item\'s packet as a .zip inside the result, or one merged document' },
        fileName,
        answerSetId: answerSetIdSchema,
        options,
      },
    },
    Job: {
      type: 'object',
      required: ['id', 'kind', 'status', 'templateIds', 'format', 'total', 'succeeded', 'failed', 'done', 'resultReady', 'resultSize', 'createdAt', 'updatedAt', 'startedAt', 'finishedAt', 'version'],
      properties: {
        id: { type: 'string' },
        kind: { type: 'string', enum: ['batch', 'packet_batch'] },
        status: { type: 'string', enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'], description: 'failed: no item made a document, or the result passed its size limit' },
        templateIds: { type: 'array', items: { type: 'string' } },
        format: { type: 'string', enum: ['docx', 'pdf'] },
        total: { type: 'integer' },
        succeeded: { type: 'integer' },
        failed: { type: 'integer' },
        done: { type: 'integer', description: 'succeeded + failed: the progress' },
        resultReady: { type: 'boolean' },
        resultSize: { type: ['integer', 'null'] },
        createdAt: dateTime,
        updatedAt: dateTime,
        startedAt: { ...dateTime, type: ['string', 'null'] },
        finishedAt: { ...dateTime, type: ['string', 'null'] },
        version: { type: 'integer' },
      },
    },
    JobItemError: {
      type: 'object',
      required: ['item', 'code', 'errors'],
      properties: {
        item: { type: 'integer', minimum: 1, description: 'The 1-based row (CSV: data rows after the header) or position in items' },
        code: { type: 'string', description: 'cell_invalid, data_invalid, missing_values, too_complex, template_not_found, ...' },
        errors: { type: 'array', items: { type: 'object', required: ['path', 'message'], properties: { path: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
    JobDetail: {
      allOf: [
        schemaRef('Job'),
        {
          type: 'object',
          required: ['errors', 'errorCount', 'errorsTruncated'],
          properties: {
            errors: { type: 'array', items: schemaRef('JobItemError'), description: 'The first 1,000 item errors by row; all of them are in the result\'s errors.csv' },
            errorCount: { type: 'integer' },
            errorsTruncated: { type: 'boolean' },
          },
        },
      ],
    },
    JobPage: { type: 'object', required: ['items', 'nextCursor'], properties: { items: { type: 'array', items: schemaRef('Job') }, nextCursor: { type: ['string', 'null'] } } },
  },
  responses: {
    JobBadRequest: problemResponse(400, ['malformed_json', 'malformed_query', 'invalid_cursor', 'invalid_idempotency_key'], 'Malformed JSON, unknown query parameters, values out of range, or a cursor of no search'),
    BatchInvalid: problemResponse(422, ['validation_failed'], 'The batch cannot start: an unknown or repeated CSV column, a CSV that does not parse (the line), too many items, or invalid settings (see errors)'),
    JobResultNotReady: problemResponse(409, ['job_result_not_ready'], 'The job has no result yet (or failed without one)'),
    JobFinished: problemResponse(409, ['job_finished'], 'The job finished already: only a queued or running job can be cancelled'),
  },
} satisfies OpenApiPart;
