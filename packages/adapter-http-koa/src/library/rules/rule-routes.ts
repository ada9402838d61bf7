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
import type { UseCasesOf } from '@quire/application/use-case-binding';
import type { ruleUseCases } from '@quire/application/library/rules/rule-use-cases';
import { answerSearch } from '../../platform/paging/page-request';
import { principalOf } from '../../platform/auth/principal-of';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { ruleExpressionOfBody } from './rule-expression-body';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { CreateRuleBody, RuleSearchQuery, UpdateRuleBody } from '../vocabulary-codecs';
import { ruleJson } from '../vocabulary-json';

type Deps = UseCasesOf<typeof ruleUseCases>;
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
