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
import { GenerateBody, GeneratedFileJson, GeneratePacketBody, PictureValue, generationOptionsOf } from './generation-codecs';
import type { GenerationUseCases } from '@quire/application/generation/generation-use-cases';
import type { HttpError } from '../platform/problems/http-error';
import { principalOf } from '../platform/auth/principal-of';
import { readJsonBody } from '../platform/body/read-json-body';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { sendGeneratedFile } from './send-generated-file';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { type OpenApiPart, jsonBody, problemResponse, responseRef } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';

/**
 * The largest body of a generation (ADR 0033): 5 MiB of data (docs/limits.md#bodies-and-uploads, DataShapeLimits.maxBytes)
 * and a document's 50 MiB of pictures as base64 text (×4/3), rounded up. Other JSON bodies: 1 MiB.
 */
export const DEFAULT_GENERATION_BODY_LIMIT_BYTES = 72 * 1024 * 1024;

const NoQuery = t.exact(t.partial({}), 'NoQuery');

const answerSetIdOf = (id: string | undefined) => (id === undefined ? null : answerSetId(id));

/** What a document's and a packet's request both say: the data, an answer set under it, the format and the options. */
const requestedOf = (body: t.TypeOf<typeof GenerateBody>) => ({
  data: body.data ?? {},
  answerSetId: answerSetIdOf(body.answerSetId),
  format: body.format ?? 'docx',
  options: generationOptionsOf(body.options, body),
});

/** Answers the file, or the problem; a busy PDF converter also says when to come back (Retry-After). */
const answerFile = async (ctx: Context, task: TE.TaskEither<HttpError, GeneratedFile>): Promise<void> => {
  const result = await task();
  if (E.isRight(result)) return sendGeneratedFile(ctx, result.right);
  const error = result.left;
  if (error._tag === 'GenerationFailed' && error.failure.code === 'pdf_busy') ctx.set('Retry-After', String(error.failure.retryAfterSeconds));
  answerError(ctx, error);
};

/**
 * `POST /FormTemplates/:id/Generate` and `POST /FormTemplates/Generate` (docs/generation.md). Every
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
  const on = serve(router, generationOperations);

  on.generatePacket(async (ctx) => {
    const request = await readBody(ctx, GeneratePacketBody);
    if (E.isLeft(request)) return answerError(ctx, request.left);
    await answerFile(
      ctx,
      deps.generatePacket({ ...requestedOf(request.right), principal: principalOf(ctx), templateIds: request.right.templateIds.map(formTemplateId), bundle: request.right.bundle ?? 'zip' }),
    );
  });

  on.generateDocument(async (ctx) => {
    const request = await readBody(ctx, GenerateBody);
    if (E.isLeft(request)) return answerError(ctx, request.left);
    await answerFile(
      ctx,
      deps.generateDocument({ ...requestedOf(request.right), principal: principalOf(ctx), id: formTemplateId(ctx.params['id'] ?? '') }),
    );
  });
};

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
  content: { ...Object.fromEntries(types.map((type) => [type, binary])), 'application/json': { schema: GeneratedFileJson } },
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

/** The generation routes (docs/generation.md). */
export const generationOperations = operations('FormTemplates', {
  generatePacket: {
    method: 'post',
    path: '/FormTemplates/Generate',
    role: 'drafter',
    summary: 'A packet: one data set fills several templates; a .zip of the documents, or one merged document',
    requestBody: jsonBody(GeneratePacketBody),
    responses: { '200': fileOrJson('The .zip (or the merged .docx or PDF)', [CONTENT_TYPES.zip, CONTENT_TYPES.docx, CONTENT_TYPES.pdf]), ...failures },
  },
  generateDocument: {
    method: 'post',
    path: '/FormTemplates/:id/Generate',
    role: 'drafter',
    summary: 'One completed document (.docx or PDF) of the template, filled with the data',
    parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }],
    requestBody: jsonBody(GenerateBody),
    responses: { '200': fileOrJson('The completed document', [CONTENT_TYPES.docx, CONTENT_TYPES.pdf]), ...failures },
  },
});

/** What the document says of generation: the operations, the schema its data refers to, and the answers only generation gives. */
export const generationOpenApi: OpenApiPart = {
  operations: generationOperations,
  schemas: [PictureValue],
  responses: {
    GenerationFailed: problemResponse(
      422,
      ['data_invalid', 'validation_failed', 'missing_values', 'snippet_missing', 'rule_missing', 'template_invalid', 'too_many_iterations', 'output_too_large', 'too_deeply_nested_tables', 'data_too_deep', 'data_too_large', 'filter_failed', 'not_a_list', 'generation_timeout', 'pdf_timeout', 'pdf_failed', 'merge_failed', 'too_complex', 'pdf_option_unsupported', 'certificate_missing', 'certificate_expired', 'certificate_not_yet_valid', 'certificate_unreadable'],
      'The data, the library or a limit stops the generation (data_invalid lists every problem by alias path; too_complex: the engine stopped at its time or memory limit, `limit` says which; pdf_option_unsupported: a `pdf` option the output cannot have; certificate_*: a seal was asked for and the tenant has no signing certificate valid now)',
    ),
    GenerationNotImplemented: problemResponse(501, ['pdf_unavailable'], 'PDF output needs LibreOffice on the server'),
    PdfBusy: { ...problemResponse(503, ['pdf_busy', 'rate_limit_unavailable'], 'Every PDF worker is busy, or the request limit of the key could not be checked'), headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } },
  },
};
