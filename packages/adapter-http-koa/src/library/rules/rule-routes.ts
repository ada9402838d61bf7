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
import { withoutQuery } from '../../platform/body/decode-query';
import type { RuleUseCases } from '@quire/application/library/rules/rule-use-cases';
import { answerSearch } from '../../platform/paging/page-request';
import { principalOf } from '../../platform/auth/principal-of';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { ruleExpressionOfBody } from './rule-expression-body';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { CreateRuleBody, RuleSearchQuery, UpdateRuleBody } from '../vocabulary-codecs';
import { ruleJson } from '../vocabulary-json';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, problemResponse, queryParameter, responseRef, stamps, versionedResponse } from '../../platform/openapi/openapi-parts';
import { forceParameter, nullable, strings, vocabularyBodyFailures, vocabularyIdParameter, vocabularyPage, vocabularyPageParameters } from '../vocabulary-openapi';

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

/** SPEC §1.1 `/NamedRanges` (conditional rules): search, create, read, update and delete (409 `rule_in_use` unless `?force=true`). */
export const registerRuleRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => conditionalRuleId(ctx.params['id'] ?? '');
  const sendRule = (ctx: Context) => (rule: ConditionalRule) => sendVersioned(ctx, rule.version, ruleJson(rule));

  router.get('/NamedRanges', (ctx) =>
    answerSearch(ctx, RuleSearchQuery, (query, page) => deps.searchRules({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null, alias: query.alias ?? null, kind: query.kind ?? null } }), ruleJson),
  );

  router.post('/NamedRanges', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateRuleBody),
          TE.chainEitherKW((body) => fieldsOf(body)),
          TE.chainW((rule: RuleFieldsInput) => deps.createRule({ principal: principalOf(ctx), rule })),
        ),
      ),
      (rule) => sendCreated(ctx, `${options.prefix}/NamedRanges/${encodeURIComponent(rule.id)}`, rule.version, ruleJson(rule)),
    ),
  );

  router.get('/NamedRanges/:id', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getRule({ principal: principalOf(ctx), id: idOf(ctx) })), sendRule(ctx)));

  router.put('/NamedRanges/:id', (ctx) =>
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

  router.delete('/NamedRanges/:id', (ctx) => answer(ctx, withChange(ctx, (change) => deps.deleteRule({ principal: principalOf(ctx), id: idOf(ctx), ...change })), () => sendNoContent(ctx)));
};

const ruleName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', description: "Word's bookmark rules, so the same name can mark the range in Word." };
const ruleKind = { type: 'string', enum: ['condition', 'repeat'] };
const ruleFields = {
  description: { type: 'string', maxLength: 2000 },
  expression: { ...nullable({ type: 'string' }), description: 'The text form, e.g. `client_age >= 18 and (marital_status = "married" or has_partner)`. Send this or `condition`.' },
  condition: { description: 'The JSON form, e.g. `{ "all": [ { "alias": "client_age", "op": "gte", "value": 18 } ] }`. Send this or `expression`.' },
  repeatOver: { ...nullable({ type: 'string' }), description: 'For a repeat: the list alias (name or synonym) it repeats over.' },
};

/** OpenAPI of `/NamedRanges` (conditional rules), with the schemas and answers only it uses. */
export const ruleOpenApi = {
  paths: {
    '/NamedRanges': {
      get: {
        operationId: 'searchRules',
        tags: ['NamedRanges'],
        summary: 'Search conditional rules: `q` over name, description and expression; `alias` (by name or synonym) keeps the rules that read it; `kind`',
        parameters: [
          ...vocabularyPageParameters,
          queryParameter('alias', 'Keep the rules that read this alias (its name or a synonym).'),
          queryParameter('kind', 'Keep one kind.', { type: 'string', enum: ['condition', 'repeat'] }),
        ],
        responses: { '200': { description: 'A page of rules', content: jsonContent('RulePage') }, ...authFailures, '400': responseRef('VocabularyBadRequest') },
      },
      post: {
        operationId: 'createRule',
        tags: ['NamedRanges'],
        summary: 'Create a conditional rule from `expression` (text) or `condition` (JSON); every alias it names must exist',
        requestBody: { required: true, content: jsonContent('CreateRuleRequest') },
        responses: { '201': createdResponse('Rule'), ...authFailures, ...vocabularyBodyFailures, '409': responseRef('RuleConflict'), '422': responseRef('RuleInvalid') },
      },
    },
    '/NamedRanges/{id}': {
      get: {
        operationId: 'getRule',
        tags: ['NamedRanges'],
        summary: 'One conditional rule, its expression in both canonical forms',
        parameters: [vocabularyIdParameter],
        responses: { '200': versionedResponse('Rule', 'The rule'), ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateRule',
        tags: ['NamedRanges'],
        summary: 'Update a rule (null clears); renaming a used rule or changing its kind is 409 `rule_in_use` unless `?force=true`',
        parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
        requestBody: { required: true, content: jsonContent('UpdateRuleRequest') },
        responses: { '200': versionedResponse('Rule', 'The rule as it is now'), ...authFailures, ...vocabularyBodyFailures, '404': responseRef('NotFound'), '409': responseRef('RuleConflict'), '412': responseRef('PreconditionFailed'), '422': responseRef('RuleInvalid') },
      },
      delete: {
        operationId: 'deleteRule',
        tags: ['NamedRanges'],
        summary: 'Delete a rule; 409 `rule_in_use` (with `usage`) while templates or snippets use it, unless `?force=true`',
        parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
        responses: { '204': { description: 'Deleted' }, ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound'), '409': responseRef('RuleConflict'), '412': responseRef('PreconditionFailed') },
      },
    },
  },
  schemas: {
    Rule: {
      type: 'object',
      required: ['id', 'name', 'description', 'kind', 'expression', 'condition', 'repeatOver', 'aliases', 'createdAt', 'updatedAt', 'version'],
      properties: {
        id: { type: 'string' },
        name: ruleName,
        description: { type: 'string' },
        kind: ruleKind,
        expression: { type: ['string', 'null'], description: 'Canonical text form; null when the rule has none (a repeat without a filter).' },
        condition: { description: 'Canonical JSON form; null when the rule has none.' },
        repeatOver: { type: ['string', 'null'], description: "The list alias's own name (a repeat); null for a condition." },
        aliases: { ...strings, description: 'The aliases the rule reads, by their own names.' },
        ...stamps,
      },
    },
    RulePage: vocabularyPage('Rule'),
    CreateRuleRequest: { type: 'object', additionalProperties: false, required: ['name', 'kind'], properties: { name: ruleName, kind: ruleKind, ...ruleFields } },
    UpdateRuleRequest: { type: 'object', additionalProperties: false, properties: { name: ruleName, kind: ruleKind, ...ruleFields } },
  },
  responses: {
    RuleConflict: problemResponse(409, ['name_taken', 'rule_in_use', 'concurrent_update'], 'The name is taken, or the rule is in use (usage lists who uses it; ?force=true goes ahead)'),
    RuleInvalid: problemResponse(
      422,
      ['validation_failed', 'expression_invalid', 'unknown_aliases', 'repeat_over_not_a_list', 'idempotency_key_reused'],
      'Invalid fields; an expression that does not parse (position, expected, found); names that are no alias (unknownAliases); a repeat over no list',
    ),
  },
} satisfies OpenApiPart;
