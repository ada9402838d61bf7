import type { InterviewUseCases } from '@quire/application/interviews/interview-use-cases';
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
import { MAX_PACKET_TEMPLATES } from '@quire/application/generation/generate-packet';
import { ALIAS_TYPES } from '@quire/domain/library/aliases/alias';
import { authFailures, jsonContent, type OpenApiPart, responseRef, schemaRef } from '../platform/openapi/openapi-parts';

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
  deps: InterviewUseCases,
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

/*
 * OpenAPI of the interview routes (SPEC §4.1, relative to the API prefix; docs/interviews.md).
 */

const failures = {
  ...authFailures,
  '400': responseRef('MalformedJson'),
  '404': responseRef('NotFound'),
  '422': responseRef('GenerationFailed'),
};

const interviewAnswer = { description: 'The questions, in the order their names first appear in the documents', content: jsonContent('Interview') };

/** OpenAPI of the interview routes. */
export const interviewOpenApi = {
  paths: {
    '/FormTemplates/{id}/Interview': {
      get: {
        operationId: 'getTemplateInterview',
        tags: ['Interviews'],
        summary: 'The questions the template needs: one per alias or data name, with when each answer is used',
        parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }],
        responses: { '200': interviewAnswer, ...failures },
      },
    },
    '/Interviews': {
      post: {
        operationId: 'getPacketInterview',
        tags: ['Interviews'],
        summary: 'The questions a packet of templates needs, once each, in the order of the templates',
        requestBody: { required: true, content: jsonContent('PacketInterviewRequest') },
        responses: { '200': interviewAnswer, ...failures, '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType') },
      },
    },
    '/FormTemplates/{id}/Interview/Check': {
      post: {
        operationId: 'checkInterview',
        tags: ['Interviews'],
        summary: 'Which questions are relevant for the answers so far, and what generation would refuse in them',
        parameters: [{ $ref: '#/components/parameters/DocumentLibraryId' }],
        requestBody: { required: true, content: jsonContent('InterviewCheckRequest') },
        responses: { '200': { description: 'Relevance and problems', content: jsonContent('InterviewCheck') }, ...failures, '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType') },
      },
    },
  },
  schemas: {
    InterviewCondition: {
      type: 'object',
      required: ['expression', 'condition'],
      description: 'A condition in both forms of the rule language (SPEC §2): canonical text and the JSON tree.',
      properties: {
        expression: { type: 'string', examples: ['marital_status = "married" and spouse_age >= 18'] },
        condition: { description: 'The JSON form: `{ "all": [ { "alias": "marital_status", "op": "eq", "value": "married" }, … ] }`.' },
      },
    },
    InterviewQuestion: {
      type: 'object',
      required: ['alias', 'label', 'description', 'type', 'required'],
      properties: {
        alias: { type: 'string', description: 'The alias\'s own name (a synonym used in a template is asked as its alias), or the data name a template uses when it is no alias.' },
        label: { type: 'string', description: 'The alias\'s label; the name itself for a data name.' },
        description: { type: 'string' },
        type: { type: 'string', enum: [...ALIAS_TYPES], description: 'A data name that is no alias is `text` (`list` when it is repeated over).' },
        choices: { type: 'array', items: { type: 'string' }, description: 'For `choice`.' },
        format: { type: 'string', description: 'The alias\'s date, number or currency pattern.' },
        required: { type: 'boolean', description: 'The answer is printed (not only tested or repeated over, and not with a `default` filter). Lists are never required.' },
        itemFields: { type: 'array', items: schemaRef('InterviewQuestion'), description: 'For a list: the questions of each item (a repeating group); their `when` reads the item\'s fields first, then outward.' },
        when: {
          ...schemaRef('InterviewCondition'),
          description:
            'When the answer is used at all: the conditions around every place the name is used, and-ed when nested, or-ed across places (else-if and else branches negate the earlier ones), simplified. Absent when it is always used.',
        },
      },
    },
    Interview: { type: 'object', required: ['questions'], properties: { questions: { type: 'array', items: schemaRef('InterviewQuestion') } } },
    PacketInterviewRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['templateIds'],
      properties: { templateIds: { type: 'array', minItems: 1, maxItems: MAX_PACKET_TEMPLATES, items: { type: 'string' }, description: 'In order.' } },
    },
    InterviewCheckRequest: {
      type: 'object',
      additionalProperties: false,
      properties: { data: { type: 'object', additionalProperties: true, description: 'The answers so far, by alias name or synonym (as generation data, up to 5 MiB).' } },
    },
    InterviewCheck: {
      type: 'object',
      required: ['relevant', 'errors'],
      properties: {
        relevant: {
          type: 'array',
          items: { type: 'string' },
          description:
            'The questions whose `when` holds (by alias), then the item fields with a `when` that hold, by path (`children[1].guardian`). Item fields without `when` are relevant in every item of a relevant list.',
        },
        errors: { type: 'array', items: schemaRef('FieldError'), description: 'What generation would refuse (`data_invalid`), by path. Unanswered questions are no error.' },
      },
    },
  },
} satisfies OpenApiPart;
