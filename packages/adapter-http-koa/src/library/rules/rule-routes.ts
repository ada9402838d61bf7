import type { RuleFieldsInput } from '@quire/application/library/rules/create-rule';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import { conditionalRuleId } from '@quire/domain/library/library-ids';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { answer } from '../../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../../platform/versions/change-request';
import { withBody, withoutQuery } from '../../platform/body/decode-query';
import type { RuleUseCases } from '@quire/application/library/rules/rule-use-cases';
import { answerSearch } from '../../platform/paging/page-request';
import { principalOf } from '../../platform/auth/principal-of';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { ruleExpressionOfBody } from './rule-expression-body';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { CreateRuleBody, RuleJson, RulePage, RuleSearchQuery, UpdateRuleBody, ruleJson } from './rule-codecs';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonBody, jsonContent, problemResponse, responseRef, versionedResponse } from '../../platform/openapi/openapi-parts';
import { operations, serve } from '../../platform/openapi/operations';
import { forceParameter, vocabularyBodyFailures, vocabularyIdParameter } from '../vocabulary-openapi';

type Deps = RuleUseCases;
type RuleBody = t.TypeOf<typeof UpdateRuleBody>;

/** The body's fields as the use cases take them: the expression from either of its two forms. */
const fieldsOf = <B extends RuleBody>(body: B) =>
  pipe(
    ruleExpressionOfBody(body),
    E.map((expression) => {
      const { expression: _text, condition: _json, ...rest } = body;
      return { ...rest, ...(expression === undefined ? {} : { expression }) };
    }),
  );

/** `/NamedRanges` (docs/api.md#library) (conditional rules): search, create, read, update and delete (409 `rule_in_use` unless `?force=true`). */
export const registerRuleRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => conditionalRuleId(ctx.params['id'] ?? '');
  const sendRule = (ctx: Context) => (rule: ConditionalRule) => sendVersioned(ctx, rule.version, ruleJson(rule));
  const on = serve(router, ruleOperations);

  on.searchRules((ctx) =>
    answerSearch(ctx, RuleSearchQuery, (query, page) => deps.searchRules({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, alias: query.alias ?? null, kind: query.kind ?? null } }), ruleJson),
  );

  on.createRule((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => pipe(jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateRuleBody), TE.chainEitherKW(fieldsOf)), (rule: RuleFieldsInput) => deps.createRule({ principal: principalOf(ctx), rule })),
      (rule) => sendCreated(ctx, `${options.prefix}/NamedRanges/${encodeURIComponent(rule.id)}`, rule.version, ruleJson(rule)),
    ),
  );

  on.getRule((ctx) => answer(ctx, withoutQuery(ctx, () => deps.getRule({ principal: principalOf(ctx), id: idOf(ctx) })), sendRule(ctx)));

  on.updateRule((ctx) =>
    answer(
      ctx,
      withChangedBody(
        ctx,
        () => pipe(jsonBodyOf(ctx, options.jsonBodyLimitBytes, UpdateRuleBody), TE.chainEitherKW(fieldsOf)),
        (update) => deps.updateRule({ principal: principalOf(ctx), id: idOf(ctx), ...update }),
      ),
      sendRule(ctx),
    ),
  );

  on.deleteRule((ctx) => answer(ctx, withChange(ctx, (change) => deps.deleteRule({ principal: principalOf(ctx), id: idOf(ctx), ...change })), () => sendNoContent(ctx)));
};

/** The `/NamedRanges` routes (conditional rules). */
export const ruleOperations = operations('NamedRanges', {
  searchRules: {
    method: 'get',
    path: '/NamedRanges',
    role: 'member',
    summary: 'Search conditional rules: `q` over name, description and expression; `alias` (by name or synonym) keeps the rules that read it; `kind`',
    query: RuleSearchQuery,
    responses: { '200': { description: 'A page of rules', content: jsonContent(RulePage) }, ...authFailures, '400': responseRef('VocabularyBadRequest') },
  },
  createRule: {
    method: 'post',
    path: '/NamedRanges',
    role: 'author',
    summary: 'Create a conditional rule from `expression` (text) or `condition` (JSON); every alias it names must exist',
    requestBody: jsonBody(CreateRuleBody),
    responses: { '201': createdResponse(RuleJson), ...authFailures, ...vocabularyBodyFailures, '409': responseRef('RuleConflict'), '422': responseRef('RuleInvalid') },
  },
  getRule: {
    method: 'get',
    path: '/NamedRanges/:id',
    role: 'member',
    summary: 'One conditional rule, its expression in both canonical forms',
    parameters: [vocabularyIdParameter],
    responses: { '200': versionedResponse(RuleJson, 'The rule'), ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound') },
  },
  updateRule: {
    method: 'put',
    path: '/NamedRanges/:id',
    role: 'author',
    summary: 'Update a rule (null clears); renaming a used rule or changing its kind is 409 `rule_in_use` unless `?force=true`',
    parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
    requestBody: jsonBody(UpdateRuleBody),
    responses: { '200': versionedResponse(RuleJson, 'The rule as it is now'), ...authFailures, ...vocabularyBodyFailures, '404': responseRef('NotFound'), '409': responseRef('RuleConflict'), '412': responseRef('PreconditionFailed'), '422': responseRef('RuleInvalid') },
  },
  deleteRule: {
    method: 'delete',
    path: '/NamedRanges/:id',
    role: 'author',
    summary: 'Delete a rule; 409 `rule_in_use` (with `usage`) while templates or snippets use it, unless `?force=true`',
    parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
    responses: { '204': { description: 'Deleted' }, ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound'), '409': responseRef('RuleConflict'), '412': responseRef('PreconditionFailed') },
  },
});

/** What the document says of `/NamedRanges`: the operations, and the answers only they give. */
export const ruleOpenApi: OpenApiPart = {
  operations: ruleOperations,
  responses: {
    RuleConflict: problemResponse(409, ['name_taken', 'rule_in_use', 'concurrent_update'], 'The name is taken, or the rule is in use (usage lists who uses it; ?force=true goes ahead)'),
    RuleInvalid: problemResponse(
      422,
      ['validation_failed', 'expression_invalid', 'unknown_aliases', 'repeat_over_not_a_list', 'idempotency_key_reused'],
      'Invalid fields; an expression that does not parse (position, expected, found); names that are no alias (unknownAliases); a repeat over no list',
    ),
  },
};
