import type { InterviewUseCases } from '@quire/application/interviews/interview-use-cases';
import { formTemplateId } from '@quire/domain/library/library-ids';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { principalOf } from '../platform/auth/principal-of';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { withBody, withoutQuery } from '../platform/body/decode-query';
import { jsonBodyOf } from '../platform/body/json-body-of';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { answer } from '../platform/problems/answer';
import { InterviewCheckBody, InterviewCheckJson, InterviewJson, PacketInterviewBody } from './interview-codecs';
import { authFailures, jsonBody, jsonContent, responseRef } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';

/** Answers what the use case made, as the codec declares it (the compiler checks the one against the other). */
const sendJson =
  <C extends t.Mixed>(ctx: Context, _codec: C) =>
  (body: t.TypeOf<C>): void => {
    ctx.status = 200;
    ctx.body = body;
  };

/**
 * Interviews (docs/interviews.md): `GET /FormTemplates/:id/Interview`, `POST /Interviews` (a packet) and
 * `POST /FormTemplates/:id/Interview/Check` (the answers so far, read as generation data is: its
 * size and shape limits).
 */
export const registerInterviewRoutes = (
  router: SecuredRoutes,
  deps: InterviewUseCases,
  options: { readonly jsonBodyLimitBytes: number; readonly generationBodyLimitBytes: number; readonly generationDataShape: DataShapeLimits },
): void => {
  const idOf = (ctx: Context) => formTemplateId(ctx.params['id'] ?? '');
  const on = serve(router, interviewOperations);

  on.getTemplateInterview((ctx) => answer(ctx, withoutQuery(ctx, () => deps.getTemplateInterview({ principal: principalOf(ctx), id: idOf(ctx) })), sendJson(ctx, InterviewJson)));

  on.getPacketInterview((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, PacketInterviewBody), (body) => deps.getPacketInterview({ principal: principalOf(ctx), templateIds: body.templateIds.map(formTemplateId) })),
      sendJson(ctx, InterviewJson),
    ),
  );

  on.checkInterview((ctx) =>
    answer(
      ctx,
      withBody(
        ctx,
        () => jsonBodyOf(ctx, options.generationBodyLimitBytes, InterviewCheckBody, options.generationDataShape),
        (body) => deps.checkInterview({ principal: principalOf(ctx), id: idOf(ctx), data: body.data ?? {} }),
      ),
      sendJson(ctx, InterviewCheckJson),
    ),
  );
};

const failures = {
  ...authFailures,
  '400': responseRef('MalformedJson'),
  '404': responseRef('NotFound'),
  '422': responseRef('GenerationFailed'),
};

const interviewAnswer = { description: 'The questions, in the order their names first appear in the documents', content: jsonContent(InterviewJson) };

/** The interview routes (docs/interviews.md). */
export const interviewOperations = operations('Interviews', {
  getTemplateInterview: {
    method: 'get',
    path: '/FormTemplates/:id/Interview',
    role: 'drafter',
    summary: 'The questions the template needs: one per alias or data name, with when each answer is used',
    parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }],
    responses: { '200': interviewAnswer, ...failures },
  },
  getPacketInterview: {
    method: 'post',
    path: '/Interviews',
    role: 'drafter',
    summary: 'The questions a packet of templates needs, once each, in the order of the templates',
    requestBody: jsonBody(PacketInterviewBody),
    responses: { '200': interviewAnswer, ...failures, '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType') },
  },
  checkInterview: {
    method: 'post',
    path: '/FormTemplates/:id/Interview/Check',
    role: 'drafter',
    summary: 'Which questions are relevant for the answers so far, and what generation would refuse in them',
    parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }],
    requestBody: jsonBody(InterviewCheckBody),
    responses: { '200': { description: 'Relevance and problems', content: jsonContent(InterviewCheckJson) }, ...failures, '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType') },
  },
});
