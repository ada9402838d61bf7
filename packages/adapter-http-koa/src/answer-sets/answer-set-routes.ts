import type { AnswerSetUseCases } from '@quire/application/answer-sets/answer-set-use-cases';
import { type AnswerData, type AnswerSet, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { principalOf } from '../platform/auth/principal-of';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { decodeExact } from '../platform/body/decode-exact';
import { withoutQuery } from '../platform/body/decode-query';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { readJsonBody } from '../platform/body/read-json-body';
import { answerSearch } from '../platform/paging/page-request';
import { answer } from '../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../platform/versions/change-request';
import { AnswerSetSearchQuery, CreateAnswerSetBody, UpdateAnswerSetBody } from './answer-set-codecs';
import { answerSetJson } from './answer-set-json';
import { ANSWER_SET_DATA_MAX, ANSWER_SET_DESCRIPTION_MAX, ANSWER_SET_NAME_MAX, MAX_ANSWER_SET_TEMPLATES, MAX_ANSWER_SETS_PER_TENANT } from '@quire/domain/answer-sets/answer-set';
import { authFailures, createdResponse, ifMatchParameter, jsonContent, type OpenApiPart, problemResponse, queryParameter, responseRef, stamps, versionedResponse } from '../platform/openapi/openapi-parts';
import { vocabularyBodyFailures, vocabularyIdParameter, vocabularyPage, vocabularyPageParameters } from '../library/vocabulary-openapi';

type Deps = AnswerSetUseCases;
type Options = { readonly prefix: string; readonly jsonBodyLimitBytes: number; readonly generationDataShape: DataShapeLimits };

/** Parsed JSON holds only JSON values: the decoded record is the answers as the domain types them. */
const withAnswers = <B extends { readonly data?: Readonly<Record<string, unknown>> }>(body: B): Omit<B, 'data'> & { readonly data?: AnswerData } => body as Omit<B, 'data'> & { readonly data?: AnswerData };

/** SPEC §4.1 `/AnswerSets`: search (`q`, `templateId`), save, read, update (If-Match) and delete. Bodies are scanned for depth and keys as generation data is. */
export const registerAnswerSetRoutes = (router: SecuredRoutes, deps: Deps, options: Options): void => {
  const idOf = (ctx: Context) => answerSetId(ctx.params['id'] ?? '');
  const bodyOf = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) =>
    pipe(
      readJsonBody(ctx, options.jsonBodyLimitBytes, options.generationDataShape),
      TE.chainEitherKW((json) => decodeExact(codec, json)),
    );
  const sendSet = (ctx: Context) => (set: AnswerSet) => sendVersioned(ctx, set.version, answerSetJson(set));

  router.get('/AnswerSets', (ctx) =>
    answerSearch(ctx, AnswerSetSearchQuery, (query, page) => deps.searchAnswerSets({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, templateId: query.templateId ?? null } }), answerSetJson),
  );

  router.post('/AnswerSets', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          bodyOf(ctx, CreateAnswerSetBody),
          TE.chainW((body) => deps.createAnswerSet({ principal: principalOf(ctx), set: withAnswers(body) })),
        ),
      ),
      (set) => sendCreated(ctx, `${options.prefix}/AnswerSets/${encodeURIComponent(set.id)}`, set.version, answerSetJson(set)),
    ),
  );

  router.get('/AnswerSets/:id', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getAnswerSet({ principal: principalOf(ctx), id: idOf(ctx) })), sendSet(ctx)));

  router.put('/AnswerSets/:id', (ctx) =>
    answer(
      ctx,
      withChangedBody(
        ctx,
        () => pipe(bodyOf(ctx, UpdateAnswerSetBody), TE.map(withAnswers)),
        (update) => deps.updateAnswerSet({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: update.expectedVersions, patch: update.patch }),
      ),
      sendSet(ctx),
    ),
  );

  router.delete('/AnswerSets/:id', (ctx) =>
    answer(ctx, withChange(ctx, (change) => deps.deleteAnswerSet({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: change.expectedVersions })), () => sendNoContent(ctx)),
  );
};

/*
 * OpenAPI of `/AnswerSets` (SPEC §4.1, relative to the API prefix; docs/interviews.md).
 */

const name = { type: 'string', minLength: 1, maxLength: ANSWER_SET_NAME_MAX, description: 'Unique in the tenant, ignoring case and surrounding spaces.' };
const fields = {
  description: { type: 'string', maxLength: ANSWER_SET_DESCRIPTION_MAX },
  data: {
    type: 'object',
    additionalProperties: true,
    description: `The answers, by alias name or synonym, as generation data (at most ${ANSWER_SET_DATA_MAX.toLocaleString('en-US')} characters of JSON). Checked against the aliases on save: a value of the wrong type is a 422 naming \`data.<path>\`; unanswered is fine.`,
  },
  templateIds: { type: 'array', maxItems: MAX_ANSWER_SET_TEMPLATES, items: { type: 'string', maxLength: 64 }, description: 'The templates the answers are for (kept once each, in order; the `templateId` filter).' },
};

const changeFailures = { ...authFailures, ...vocabularyBodyFailures, '404': responseRef('NotFound'), '409': responseRef('AnswerSetConflict'), '412': responseRef('PreconditionFailed'), '422': responseRef('AnswerSetInvalid') };

/** OpenAPI of the answer-set routes. */
export const answerSetOpenApi = {
  paths: {
    '/AnswerSets': {
      get: {
        operationId: 'searchAnswerSets',
        tags: ['AnswerSets'],
        summary: 'Search answer sets: `q` over name and description; `templateId` keeps the sets made for that template',
        parameters: [...vocabularyPageParameters, queryParameter('templateId', 'Keep the sets whose templateIds hold this id.')],
        responses: { '200': { description: 'A page of answer sets', content: jsonContent('AnswerSetPage') }, ...authFailures, '400': responseRef('VocabularyBadRequest') },
      },
      post: {
        operationId: 'createAnswerSet',
        tags: ['AnswerSets'],
        summary: `Save a named set of answers (at most ${MAX_ANSWER_SETS_PER_TENANT.toLocaleString('en-US')} per tenant)`,
        requestBody: { required: true, content: jsonContent('CreateAnswerSetRequest') },
        responses: { '201': createdResponse('AnswerSet'), ...authFailures, ...vocabularyBodyFailures, '409': responseRef('AnswerSetConflict'), '422': responseRef('AnswerSetInvalid') },
      },
    },
    '/AnswerSets/{id}': {
      get: {
        operationId: 'getAnswerSet',
        tags: ['AnswerSets'],
        summary: 'One answer set',
        parameters: [vocabularyIdParameter],
        responses: { '200': versionedResponse('AnswerSet', 'The answer set'), ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateAnswerSet',
        tags: ['AnswerSets'],
        summary: 'Update an answer set: the fields given replace the stored ones (`data` whole)',
        parameters: [vocabularyIdParameter, ifMatchParameter],
        requestBody: { required: true, content: jsonContent('UpdateAnswerSetRequest') },
        responses: { '200': versionedResponse('AnswerSet', 'The answer set as it is now'), ...changeFailures },
      },
      delete: {
        operationId: 'deleteAnswerSet',
        tags: ['AnswerSets'],
        summary: 'Delete an answer set',
        parameters: [vocabularyIdParameter, ifMatchParameter],
        responses: { '204': { description: 'Deleted' }, ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound'), '409': responseRef('AnswerSetConflict'), '412': responseRef('PreconditionFailed') },
      },
    },
  },
  schemas: {
    AnswerSet: {
      type: 'object',
      required: ['id', 'name', 'description', 'data', 'templateIds', 'createdAt', 'updatedAt', 'version'],
      properties: { id: { type: 'string' }, name, ...fields, ...stamps },
    },
    AnswerSetPage: vocabularyPage('AnswerSet'),
    CreateAnswerSetRequest: { type: 'object', additionalProperties: false, required: ['name'], properties: { name, ...fields } },
    UpdateAnswerSetRequest: { type: 'object', additionalProperties: false, properties: { name, ...fields } },
  },
  responses: {
    AnswerSetConflict: problemResponse(409, ['name_taken', 'concurrent_update'], 'Another answer set of the tenant has the name, or the set changed meanwhile'),
    AnswerSetInvalid: problemResponse(422, ['validation_failed', 'idempotency_key_reused'], 'Invalid fields, answers of the wrong type (by `data.<path>`), or the tenant keeps the most answer sets it may'),
  },
} satisfies OpenApiPart;
