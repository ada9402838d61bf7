import type { GeneratedFile } from '@quire/application/generation/generation-settings';
import { formTemplateId } from '@quire/domain/library/library-ids';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { Context } from 'koa';
import { answerError } from '../platform/problems/answer';
import { decodeExact } from '../platform/body/decode-exact';
import { decodeQuery } from '../platform/body/decode-query';
import { GenerateBody, GeneratePacketBody, generationOptionsOf } from './generation-codecs';
import type { UseCasesOf } from '@quire/application/use-case-binding';
import type { generationUseCases } from '@quire/application/generation/generation-use-cases';
import type { HttpError } from '../platform/problems/http-error';
import { principalOf } from '../platform/auth/principal-of';
import { readJsonBody } from '../platform/body/read-json-body';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { sendGeneratedFile } from './send-generated-file';
import type { DataShapeLimits } from '../platform/body/json-shape';

/**
 * The largest body of a generation (ADR 0033): 5 MiB of data (SPEC §5, DataShapeLimits.maxBytes)
 * and a document's 50 MiB of pictures as base64 text (×4/3), rounded up. Other JSON bodies: 1 MiB.
 */
export const DEFAULT_GENERATION_BODY_LIMIT_BYTES = 72 * 1024 * 1024;

const NoQuery = t.exact(t.partial({}), 'NoQuery');

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
export const registerGenerationRoutes = (router: SecuredRoutes, deps: UseCasesOf<typeof generationUseCases>, options: { readonly generationBodyLimitBytes: number; readonly generationDataShape: DataShapeLimits }): void => {
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
        format: request.right.format ?? 'docx',
        options: generationOptionsOf(request.right.options),
      }),
    );
  });
};
