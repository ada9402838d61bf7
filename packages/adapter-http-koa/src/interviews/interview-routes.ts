import type { interviewUseCases } from '@quire/application/interviews/interview-use-cases';
import type { UseCasesOf } from '@quire/application/use-case-binding';
import { formTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import { principalOf } from '../platform/auth/principal-of';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { decodeExact } from '../platform/body/decode-exact';
import { withoutQuery } from '../platform/body/decode-query';
import { jsonBodyOf } from '../platform/body/json-body-of';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { readJsonBody } from '../platform/body/read-json-body';
import { answer } from '../platform/problems/answer';
import { InterviewCheckBody, PacketInterviewBody } from './interview-codecs';

const sendJson =
  (ctx: Context) =>
  (body: object): void => {
    ctx.status = 200;
    ctx.body = body;
  };

/**
 * SPEC §4.1: `GET /FormTemplates/:id/Interview`, `POST /Interviews` (a packet) and
 * `POST /FormTemplates/:id/Interview/Check` (the answers so far, read as generation data is: its
 * size and shape limits).
 */
export const registerInterviewRoutes = (
  router: SecuredRoutes,
  deps: UseCasesOf<typeof interviewUseCases>,
  options: { readonly jsonBodyLimitBytes: number; readonly generationBodyLimitBytes: number; readonly generationDataShape: DataShapeLimits },
): void => {
  const idOf = (ctx: Context) => formTemplateId(ctx.params['id'] ?? '');

  router.get('/FormTemplates/:id/Interview', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getTemplateInterview({ principal: principalOf(ctx), id: idOf(ctx) })), sendJson(ctx)));

  router.post('/Interviews', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, PacketInterviewBody),
          TE.chainW((body) => deps.getPacketInterview({ principal: principalOf(ctx), templateIds: body.templateIds.map(formTemplateId) })),
        ),
      ),
      sendJson(ctx),
    ),
  );

  router.post('/FormTemplates/:id/Interview/Check', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          readJsonBody(ctx, options.generationBodyLimitBytes, options.generationDataShape),
          TE.chainEitherKW((json) => decodeExact(InterviewCheckBody, json)),
          TE.chainW((body) => deps.checkInterview({ principal: principalOf(ctx), id: idOf(ctx), data: body.data ?? {} })),
        ),
      ),
      sendJson(ctx),
    ),
  );
};
