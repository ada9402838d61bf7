import type { AnswerSetUseCases } from '@quire/application/answer-sets/answer-set-use-cases';
import { type AnswerData, type AnswerSet, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { principalOf } from '../platform/auth/principal-of';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { withBody, withoutQuery } from '../platform/body/decode-query';
import { jsonBodyOf } from '../platform/body/json-body-of';
import type { DataShapeLimits } from '../platform/body/json-shape';
import { answerSearch } from '../platform/paging/page-request';
import { answer } from '../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../platform/versions/change-request';
import { AnswerSetJson, AnswerSetPage, AnswerSetSearchQuery, CreateAnswerSetBody, UpdateAnswerSetBody, answerSetJson } from './answer-set-codecs';
import { MAX_ANSWER_SETS_PER_TENANT } from '@quire/domain/answer-sets/answer-set';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonBody, jsonContent, problemResponse, responseRef, versionedResponse } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';
import { vocabularyBodyFailures, vocabularyIdParameter } from '../library/vocabulary-openapi';

type Deps = AnswerSetUseCases;
type Options = { readonly prefix: string; readonly jsonBodyLimitBytes: number; readonly generationDataShape: DataShapeLimits };

/** Parsed JSON holds only JSON values: the decoded record is the answers as the domain types them. */
const withAnswers = <B extends { readonly data?: Readonly<Record<string, unknown>> }>(body: B): Omit<B, 'data'> & { readonly data?: AnswerData } => body as Omit<B, 'data'> & { readonly data?: AnswerData };

/** `/AnswerSets` (docs/interviews.md#answer-sets): search (`q`, `templateId`), save, read, update (If-Match) and delete. Bodies are scanned for depth and keys as generation data is. */
export const registerAnswerSetRoutes = (router: SecuredRoutes, deps: Deps, options: Options): void => {
  const idOf = (ctx: Context) => answerSetId(ctx.params['id'] ?? '');
  const bodyOf = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) => jsonBodyOf(ctx, options.jsonBodyLimitBytes, codec, options.generationDataShape);
  const sendSet = (ctx: Context) => (set: AnswerSet) => sendVersioned(ctx, set.version, answerSetJson(set));
  const on = serve(router, answerSetOperations);

  on.searchAnswerSets((ctx) =>
    answerSearch(ctx, AnswerSetSearchQuery, (query, page) => deps.searchAnswerSets({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, templateId: query.templateId ?? null } }), answerSetJson),
  );

  on.createAnswerSet((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => bodyOf(ctx, CreateAnswerSetBody), (body) => deps.createAnswerSet({ principal: principalOf(ctx), set: withAnswers(body) })),
      (set) => sendCreated(ctx, `${options.prefix}/AnswerSets/${encodeURIComponent(set.id)}`, set.version, answerSetJson(set)),
    ),
  );

  on.getAnswerSet((ctx) => answer(ctx, withoutQuery(ctx, () => deps.getAnswerSet({ principal: principalOf(ctx), id: idOf(ctx) })), sendSet(ctx)));

  on.updateAnswerSet((ctx) =>
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

  on.deleteAnswerSet((ctx) =>
    answer(ctx, withChange(ctx, (change) => deps.deleteAnswerSet({ principal: principalOf(ctx), id: idOf(ctx), expectedVersions: change.expectedVersions })), () => sendNoContent(ctx)),
  );
};

const changeFailures = { ...authFailures, ...vocabularyBodyFailures, '404': responseRef('NotFound'), '409': responseRef('AnswerSetConflict'), '412': responseRef('PreconditionFailed'), '422': responseRef('AnswerSetInvalid') };

/** The `/AnswerSets` routes (docs/interviews.md). */
export const answerSetOperations = operations('AnswerSets', {
  searchAnswerSets: {
    method: 'get',
    path: '/AnswerSets',
    role: 'drafter',
    summary: 'Search answer sets: `q` over name and description; `templateId` keeps the sets made for that template',
    query: AnswerSetSearchQuery,
    responses: { '200': { description: 'A page of answer sets', content: jsonContent(AnswerSetPage) }, ...authFailures, '400': responseRef('VocabularyBadRequest') },
  },
  createAnswerSet: {
    method: 'post',
    path: '/AnswerSets',
    role: 'drafter',
    summary: `Save a named set of answers (at most ${MAX_ANSWER_SETS_PER_TENANT.toLocaleString('en-US')} per tenant)`,
    requestBody: jsonBody(CreateAnswerSetBody),
    responses: { '201': createdResponse(AnswerSetJson), ...authFailures, ...vocabularyBodyFailures, '409': responseRef('AnswerSetConflict'), '422': responseRef('AnswerSetInvalid') },
  },
  getAnswerSet: {
    method: 'get',
    path: '/AnswerSets/:id',
    role: 'drafter',
    summary: 'One answer set',
    parameters: [vocabularyIdParameter],
    responses: { '200': versionedResponse(AnswerSetJson, 'The answer set'), ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound') },
  },
  updateAnswerSet: {
    method: 'put',
    path: '/AnswerSets/:id',
    role: 'drafter',
    summary: 'Update an answer set: the fields given replace the stored ones (`data` whole)',
    parameters: [vocabularyIdParameter, ifMatchParameter],
    requestBody: jsonBody(UpdateAnswerSetBody),
    responses: { '200': versionedResponse(AnswerSetJson, 'The answer set as it is now'), ...changeFailures },
  },
  deleteAnswerSet: {
    method: 'delete',
    path: '/AnswerSets/:id',
    role: 'drafter',
    summary: 'Delete an answer set',
    parameters: [vocabularyIdParameter, ifMatchParameter],
    responses: { '204': { description: 'Deleted' }, ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound'), '409': responseRef('AnswerSetConflict'), '412': responseRef('PreconditionFailed') },
  },
});

/** What the document says of `/AnswerSets`: the operations, and the answers only they give. */
export const answerSetOpenApi: OpenApiPart = {
  operations: answerSetOperations,
  responses: {
    AnswerSetConflict: problemResponse(409, ['name_taken', 'concurrent_update'], 'Another answer set of the tenant has the name, or the set changed meanwhile'),
    AnswerSetInvalid: problemResponse(422, ['validation_failed', 'idempotency_key_reused'], 'Invalid fields, answers of the wrong type (by `data.<path>`), or the tenant keeps the most answer sets it may'),
  },
};
