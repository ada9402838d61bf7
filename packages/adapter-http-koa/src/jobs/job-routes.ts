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
import { BatchBody, type BatchOptions, CsvBatchQuery, CsvPacketBatchQuery, JobDetailJson, JobPage, JobsQuery, PacketBatchBody, jobDetailJson, jobJson } from './job-codecs';
import { type PdfOutput, pdfOutputOf } from '../generation/generation-codecs';
import { DEFAULT_GENERATION_OPTIONS } from '@quire/application/generation/generation-settings';
import { readCsvBody } from './read-csv-body';
import { NoBody } from '../platform/body/empty-codecs';
import { type OpenApiPart, authFailures, jsonBody, jsonContent, problemResponse, responseRef } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';

/** A batch body (JSON items or CSV) of at most 64 MiB by default (BATCH_BODY_LIMIT_BYTES; docs/limits.md#bodies-and-uploads). */
export const DEFAULT_BATCH_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

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
  readonly flatten?: boolean;
  readonly pdf?: t.TypeOf<typeof PdfOutput>;
};

const optionsOf = (settings: Settings) => ({
  missing: settings.options?.missing ?? 'blank',
  keepContentControls: settings.options?.keepContentControls ?? false,
  locale: settings.options?.locale ?? 'en-US',
  timeZone: settings.options?.timeZone ?? 'UTC',
  flatten: settings.flatten ?? DEFAULT_GENERATION_OPTIONS.flatten,
  pdf: pdfOutputOf(settings.pdf),
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
 * The jobs and batches (docs/jobs.md): `POST /FormTemplates/:id/Batches` and
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
      options: optionsOf(settings),
    })();
    if (E.isLeft(submitted)) return answerError(ctx, submitted.left);
    const detail = await deps.getJob({ principal: principalOf(ctx), id: submitted.right.id })();
    if (E.isLeft(detail)) return answerError(ctx, detail.left);
    ctx.status = 202;
    ctx.set('Location', `${options.prefix}/Jobs/${encodeURIComponent(submitted.right.id)}`);
    ctx.body = jobDetailJson(detail.right);
  };

  const on = serve(router, jobOperations);
  on.submitPacketBatch((ctx) => submit(ctx, 'packet_batch', undefined));
  on.submitBatch((ctx) => submit(ctx, 'batch', [ctx.params['id'] ?? '']));

  on.listJobs(async (ctx) => {
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

  on.getJob(async (ctx) => {
    const query = decodeQuery(NoQuery, ctx.query);
    if (E.isLeft(query)) return answerError(ctx, query.left);
    const detail = await deps.getJob({ principal: principalOf(ctx), id: jobId(ctx.params['id'] ?? '') })();
    if (E.isLeft(detail)) return answerError(ctx, detail.left);
    ctx.set('ETag', `"${detail.right.job.version}"`);
    ctx.body = jobDetailJson(detail.right);
  });

  on.downloadJobResult(async (ctx) => {
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

  on.cancelJob(async (ctx) => {
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

const accepted = {
  description: 'Accepted: the job, queued (its items render later). `Location` is the job.',
  headers: { Location: { $ref: '#/components/headers/Location' } },
  content: jsonContent(JobDetailJson),
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

const batchBody = (json: t.Mixed) => ({
  required: true,
  content: {
    ...jsonContent(json),
    'text/csv': {
      schema: {
        type: 'string',
        examples: ['client_name,fee,start_date,retainer\r\nAda Lovelace,1200.50,2026-01-15,yes\r\n'],
        description: 'UTF-8 CSV (RFC 4180). The first row names the columns: alias names or synonyms. Cells are typed by the aliases (numbers, dates YYYY-MM-DD, booleans true/false/yes/no/1/0, choices, a list as JSON). Row n after the header is item n.',
      },
    },
  },
});

const csvOnly = (codec: t.Mixed) => ({ codec, when: 'CSV body only' });
const jobIdParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

/** The job and batch routes (ADR 0054). */
export const jobOperations = operations('Jobs', {
  submitPacketBatch: {
    method: 'post',
    path: '/FormTemplates/Batches',
    role: 'drafter',
    summary: 'Many packets (several templates, one data set each): JSON items or a CSV body; answers 202 and the job',
    query: csvOnly(CsvPacketBatchQuery),
    requestBody: batchBody(PacketBatchBody),
    responses: { '202': accepted, ...batchFailures },
  },
  submitBatch: {
    method: 'post',
    path: '/FormTemplates/:id/Batches',
    role: 'drafter',
    summary: 'Many documents of one template: JSON items or a CSV body; answers 202 and the job',
    parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }],
    query: csvOnly(CsvBatchQuery),
    requestBody: batchBody(BatchBody),
    responses: { '202': accepted, ...batchFailures },
  },
  listJobs: {
    method: 'get',
    path: '/Jobs',
    role: 'drafter',
    summary: "The tenant's jobs, newest first",
    query: JobsQuery,
    responses: { '200': { description: 'A page of jobs', content: jsonContent(JobPage) }, ...authFailures, '400': responseRef('JobBadRequest') },
  },
  getJob: {
    method: 'get',
    path: '/Jobs/:id',
    role: 'drafter',
    summary: 'One job: its status, progress counts and item errors by row',
    parameters: [jobIdParameter],
    responses: { '200': { description: 'The job', headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: jsonContent(JobDetailJson) }, ...authFailures, '404': responseRef('NotFound') },
  },
  downloadJobResult: {
    method: 'get',
    path: '/Jobs/:id/Download',
    role: 'drafter',
    summary: "The job's result: a .zip of the documents and errors.csv",
    parameters: [jobIdParameter],
    responses: {
      '200': { description: 'The .zip (stored entries; ZIP64 when large); ETag is its SHA-256', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
      ...authFailures,
      '404': responseRef('NotFound'),
      '409': responseRef('JobResultNotReady'),
    },
  },
  cancelJob: {
    method: 'put',
    path: '/Jobs/:id/Cancel',
    role: 'drafter',
    summary: 'Stop a queued or running job; the items done stay done (and are in its result)',
    parameters: [jobIdParameter],
    requestBody: jsonBody(NoBody),
    responses: { '200': { description: 'The job, cancelling (its chunks in hand finish) or cancelled', content: jsonContent(JobDetailJson) }, ...authFailures, '404': responseRef('NotFound'), '409': responseRef('JobFinished') },
  },
});

/** What the document says of the job routes: the operations, and the answers only they give. */
export const jobOpenApi: OpenApiPart = {
  operations: jobOperations,
  responses: {
    JobBadRequest: problemResponse(400, ['malformed_json', 'malformed_query', 'invalid_cursor', 'invalid_idempotency_key'], 'Malformed JSON, unknown query parameters, values out of range, or a cursor of no search'),
    BatchInvalid: problemResponse(
      422,
      ['validation_failed', 'pdf_option_unsupported', 'certificate_missing', 'certificate_expired', 'certificate_not_yet_valid', 'certificate_unreadable'],
      'The batch cannot start: an unknown or repeated CSV column, a CSV that does not parse (the line), too many items, invalid settings (see errors), a `pdf` option its documents cannot have, or a seal without a signing certificate valid now',
    ),
    JobResultNotReady: problemResponse(409, ['job_result_not_ready'], 'The job has no result yet (or failed without one)'),
    JobFinished: problemResponse(409, ['job_finished'], 'The job finished already: only a queued or running job can be cancelled'),
  },
};
