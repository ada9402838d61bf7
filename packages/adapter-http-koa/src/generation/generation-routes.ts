import { type GeneratedFile, CONTENT_TYPES } from '@quire/application/generation/generation-settings';
import { answerSetId } from '@quire/domain/answer-sets/answer-set';
import { formTemplateId } from '@quire/domain/library/library-ids';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { Context } from 'koa';
import { answerError } from '../platform/problems/answer';
import { decodeExact } from '../platform/body/decode-exact';
import { decodeQuery } from '../platform/body/decode-query';
import { GenerateBody, GeneratePacketBody, generationOptionsOf } from './generation-codecs';
import type { GenerationUseCases } from '@quire/application/generation/generation-use-cases';
import type { HttpError } from '../platform/problems/http-error';
import { principalOf } from '../platform/auth/principal-of';
import { readJsonBody } from '../platform/body/read-json-body';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { sendGeneratedFile } from './send-generated-file';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { MAX_PACKET_TEMPLATES } from '@quire/application/generation/generate-packet';
import { type OpenApiPart, problemResponse, responseRef, schemaRef } from '../platform/openapi/openapi-parts';

/**
 * The largest body of a generation (ADR 0033): 5 MiB of data (SPEC §5, DataShapeLimits.maxBytes)
 * and a document's 50 MiB of pictures as base64 text (×4/3), rounded up. Other JSON bodies: 1 MiB.
 */
export const DEFAULT_GENERATION_BODY_LIMIT_BYTES = 72 * 1024 * 1024;

const NoQuery = t.exact(t.partial({}), 'NoQuery');

const answerSetIdOf = (id: string | undefined) => (id === undefined ? null : answerSetId(id));

/** Answers the file, or the problem; a busy PDF converter also says when to come back (Retry-After). */
const answerFile = async (ctx: Context, task: TE.TaskEither<HttpError, GeneratedFile>): Promise<void> => {
  const result = await task();
  if (E.isRight(result)) return sendGeneratedFile(ctx, result.right);
  const error = result.left;
  if (error._tag === 'GenerationFailed' && error.failure.code === 'pdf_busy') ctx.set('Retry-After', String(error.failure.retryAfterSeconds));
  answerError(ctx, error);
};

/**
 * `POST /FormTemplates/:id/Generate` and `POST /FormTemplates/Generate` (SPEC §4). Every
 * generation runs these handlers, so they read the request with early returns rather than a chain
 * of combinators (ADR 0027).
 */
export const registerGenerationRoutes = (router: SecuredRoutes, deps: GenerationUseCases, options: { readonly generationBodyLimitBytes: number; readonly generationDataShape: DataShapeLimits }): void => {
  const readBody = async <A, O>(ctx: Context, codec: t.Type<A, O, unknown>): Promise<E.Either<HttpError, A>> => {
    const query = decodeQuery(NoQuery, ctx.query);
    if (E.isLeft(query)) return query;
    const raw = await readJsonBody(ctx, options.generationBodyLimitBytes, options.generationDataShape)();
    return E.isLeft(raw) ? raw : decodeExact(codec, raw.right);
  };

  router.post('/FormTemplates/Generate', async (ctx) => {
    const request = await readBody(ctx, GeneratePacketBody);
    if (E.isLeft(request)) return answerError(ctx, request.left);
    await answerFile(
      ctx,
      deps.generatePacket({
        principal: principalOf(ctx),
        templateIds: request.right.templateIds.map(formTemplateId),
        data: request.right.data ?? {},
        answerSetId: answerSetIdOf(request.right.answerSetId),
        format: request.right.format ?? 'docx',
        bundle: request.right.bundle ?? 'zip',
        options: generationOptionsOf(request.right.options),
      }),
    );
  });

  router.post('/FormTemplates/:id/Generate', async (ctx) => {
    const request = await readBody(ctx, GenerateBody);
    if (E.isLeft(request)) return answerError(ctx, request.left);
    await answerFile(
      ctx,
      deps.generateDocument({
        principal: principalOf(ctx),
        id: formTemplateId(ctx.params['id'] ?? ''),
        data: request.right.data ?? {},
        answerSetId: answerSetIdOf(request.right.answerSetId),
        format: request.right.format ?? 'docx',
        options: generationOptionsOf(request.right.options),
      }),
    );
  });
};

/*
 * OpenAPI of the generation routes (SPEC §4, relative to the API prefix), with the schemas and
 * problem responses only they use (docs/generation.md).
 */

const binary = { schema: { type: 'string', format: 'binary' } };

const fileHeaders = {
  'Content-Disposition': { description: '`attachment; filename="<name>.<ext>"`, plus RFC 6266 `filename*` for names that are not ASCII.', schema: { type: 'string' } },
  'Quire-Warnings': {
    description:
      'A JSON array of `{ code, name, message, template? }`. Codes: `unknown_data_key`, `computed_alias_sent`, `missing_value` (blank mode), `object_value`, `formula_cycle`; a calculation without a value (`division_by_zero`, `missing_operand`, `not_a_number`, `not_a_date`, `not_a_list`, `bad_argument`, `out_of_range`); a picture left out (`picture_url`, `not_a_picture`, `picture_too_large`, `too_many_pictures`, `picture_misplaced`); styled text (`styled_text_dropped`, `styled_text_not_inline`, `link_refused`); `column_counts_differ`. At most 8 KiB: a last `warnings_truncated` entry counts what did not fit.',
    schema: { type: 'string' },
  },
  'Quire-Warnings-Count': {
    description: 'How many warnings the document has (0: none), also when Quire-Warnings is truncated. Missing data shows here: a Generate with no `data` warns once per field left blank.',
    schema: { type: 'integer', minimum: 0 },
  },
};

const fileOrJson = (description: string, types: ReadonlyArray<string>) => ({
  description: `${description}; with \`Accept: application/json\`, a GeneratedFile.`,
  headers: fileHeaders,
  content: { ...Object.fromEntries(types.map((type) => [type, binary])), 'application/json': { schema: schemaRef('GeneratedFile') } },
});

const failures = {
  '400': responseRef('MalformedJson'),
  '401': responseRef('Unauthenticated'),
  '403': responseRef('Forbidden'),
  '404': responseRef('NotFound'),
  '413': responseRef('PayloadTooLarge'),
  '415': responseRef('UnsupportedMediaType'),
  '422': responseRef('GenerationFailed'),
  '500': responseRef('InternalError'),
  '501': responseRef('GenerationNotImplemented'),
  '503': responseRef('PdfBusy'),
};

const data = {
  type: 'object',
  description:
    'The answers, by alias name or synonym. Checked against the aliases first (422 `data_invalid` lists every problem by alias path). A picture (a `picture` alias, or any value given to the `image` filter) is a data URI of a PNG, JPEG or GIF or a `PictureValue`; a web address is never fetched. `markdown` and `html` values are text. At most 5 MiB apart from pictures (`GENERATION_DATA_LIMIT_BYTES`) and 72 MiB in all (`GENERATION_BODY_LIMIT_BYTES`, ADR 0033): 413 beyond.',
  additionalProperties: true,
};
const format = { type: 'string', enum: ['docx', 'pdf'], default: 'docx' };
const answerSetIdSchema = { type: 'string', description: 'An answer set of the tenant (SPEC §4.1) to fill with instead of, or together with, `data`: `data` wins key by key (keys naming the same alias are the same key). 404 when the tenant has no such set.' };

/** OpenAPI of the generation routes. */
export const generationOpenApi = {
  paths: {
    '/FormTemplates/Generate': {
      post: {
        operationId: 'generatePacket',
        tags: ['FormTemplates'],
        summary: 'A packet: one data set fills several templates; a .zip of the documents, or one merged document',
        requestBody: { required: true, content: { 'application/json': { schema: schemaRef('GeneratePacketRequest') } } },
        responses: { '200': fileOrJson('The .zip (or the merged .docx or PDF)', [CONTENT_TYPES.zip, CONTENT_TYPES.docx, CONTENT_TYPES.pdf]), ...failures },
      },
    },
    '/FormTemplates/{id}/Generate': {
      post: {
        operationId: 'generateDocument',
        tags: ['FormTemplates'],
        summary: 'One completed document (.docx or PDF) of the template, filled with the data',
        parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }],
        requestBody: { required: true, content: { 'application/json': { schema: schemaRef('GenerateRequest') } } },
        responses: { '200': fileOrJson('The completed document', [CONTENT_TYPES.docx, CONTENT_TYPES.pdf]), ...failures },
      },
    },
  },
  schemas: {
    GenerationOptions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        missing: { type: 'string', enum: ['blank', 'highlight', 'keep', 'error'], default: 'blank', description: 'What a field without a value becomes; `error` answers 422 `missing_values` listing them all.' },
        keepContentControls: { type: 'boolean', default: false },
        locale: { type: 'string', default: 'en-US', description: 'BCP 47' },
        timeZone: { type: 'string', default: 'UTC', description: 'IANA time zone' },
        fileName: { type: 'string', minLength: 1, maxLength: 200, description: 'The answer\'s file name (the extension is set from the format); default: the template\'s name.' },
      },
    },
    GenerateRequest: {
      type: 'object',
      additionalProperties: false,
      properties: { data, answerSetId: answerSetIdSchema, format, options: schemaRef('GenerationOptions') },
    },
    GeneratePacketRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['templateIds'],
      properties: {
        templateIds: { type: 'array', minItems: 1, maxItems: MAX_PACKET_TEMPLATES, items: { type: 'string' }, description: 'In order; an id may repeat (the zip names are made unique).' },
        data,
        answerSetId: answerSetIdSchema,
        format,
        bundle: { type: 'string', enum: ['zip', 'merged'], default: 'zip' },
        options: schemaRef('GenerationOptions'),
      },
    },
    PictureValue: {
      type: 'object',
      additionalProperties: false,
      required: ['base64', 'contentType'],
      description: 'A picture in generation data (SPEC §3.9); a data URI (`data:image/png;base64,…`) is the other way to give one. The bytes are checked to be what the content type says.',
      properties: {
        base64: { type: 'string', contentEncoding: 'base64', description: 'The picture\'s bytes (or a data URI of them).' },
        contentType: { type: 'string', enum: ['image/png', 'image/jpeg', 'image/gif'] },
        altText: { type: 'string', description: 'The picture\'s alternative text in the document.' },
      },
    },
    GenerationWarning: {
      type: 'object',
      required: ['code', 'name', 'message'],
      properties: { code: { type: 'string' }, name: { type: 'string' }, message: { type: 'string' }, template: { type: 'string' } },
    },
    GeneratedFile: {
      type: 'object',
      required: ['fileName', 'contentType', 'base64', 'warnings'],
      properties: {
        fileName: { type: 'string' },
        contentType: { type: 'string' },
        base64: { type: 'string', contentEncoding: 'base64' },
        warnings: { type: 'array', items: schemaRef('GenerationWarning') },
      },
    },
  },
  responses: {
    GenerationFailed: problemResponse(
      422,
      ['data_invalid', 'validation_failed', 'missing_values', 'snippet_missing', 'rule_missing', 'template_invalid', 'too_many_iterations', 'output_too_large', 'data_too_deep', 'data_too_large', 'filter_failed', 'not_a_list', 'generation_timeout', 'pdf_timeout', 'pdf_failed', 'merge_failed', 'too_complex'],
      'The data, the library or a limit stops the generation (data_invalid lists every problem by alias path; too_complex: the engine stopped at its time or memory limit, `limit` says which)',
    ),
    GenerationNotImplemented: problemResponse(501, ['pdf_unavailable'], 'PDF output needs LibreOffice on the server'),
    PdfBusy: { ...problemResponse(503, ['pdf_busy'], 'Every PDF worker is busy'), headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } },
  },
} satisfies OpenApiPart;
