import { type OpenApiPart, authFailures, dateTime, jsonContent, problemResponse, queryParameter, responseRef, schemaRef } from '../platform/openapi/openapi-parts';

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
const answerSetId = { type: 'string', description: 'An answer set under every item (SPEC §4.1): an item\'s data wins key by key' };
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
      properties: { items, format: { type: 'string', enum: ['docx', 'pdf'], default: 'docx' }, fileName, answerSetId, options },
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
        answerSetId,
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
