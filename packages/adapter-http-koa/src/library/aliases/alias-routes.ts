import type { AliasFieldsInput } from '@quire/application/library/aliases/alias-formula-check';
import type { AliasWithUsage } from '@quire/application/library/aliases/get-alias';
import { aliasId } from '@quire/domain/library/library-ids';
import { NO_USAGE } from '@quire/domain/library/library-usage';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { withBody, withoutQuery } from '../../platform/body/decode-query';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { answerSearch } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../../platform/versions/change-request';
import type { AliasUseCases } from '@quire/application/library/aliases/alias-use-cases';
import { AliasPage, AliasSearchQuery, AliasWithUsageJson, CreateAliasBody, UpdateAliasBody, aliasJson, aliasWithUsageJson } from './alias-codecs';
import { expressionOfBody } from '../expression-body';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonBody, jsonContent, problemResponse, responseRef, versionedResponse } from '../../platform/openapi/openapi-parts';
import { operations, serve } from '../../platform/openapi/operations';
import { forceParameter, vocabularyBodyFailures, vocabularyIdParameter } from '../vocabulary-openapi';

type Deps = AliasUseCases;
type AliasBody = t.TypeOf<typeof UpdateAliasBody>;

const formulaOfBody = expressionOfBody('formula', 'calculation');

/** The body's fields as the use cases take them: a formula from either of its two forms. */
const fieldsOf = <B extends AliasBody>(body: B) =>
  pipe(
    formulaOfBody(body),
    E.map((formula) => {
      const { formula: _text, calculation: _json, ...rest } = body;
      return { ...rest, ...(formula === undefined ? {} : { formula }) };
    }),
  );

/** `/Aliases` (docs/api.md#library): search, create, read (with usage), update and delete (409 `alias_in_use` unless `?force=true`). */
export const registerAliasRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => aliasId(ctx.params['id'] ?? '');
  const sendAlias = (ctx: Context) => (found: AliasWithUsage) => sendVersioned(ctx, found.alias.version, aliasWithUsageJson(found));
  const on = serve(router, aliasOperations);

  on.searchAliases((ctx) => answerSearch(ctx, AliasSearchQuery, (query, page) => deps.searchAliases({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null } }), aliasJson));

  on.createAlias((ctx) =>
    answer(
      ctx,
      withBody(ctx, () => pipe(jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateAliasBody), TE.chainEitherKW(fieldsOf)), (alias: AliasFieldsInput) => deps.createAlias({ principal: principalOf(ctx), alias })),
      (alias) => sendCreated(ctx, `${options.prefix}/Aliases/${encodeURIComponent(alias.id)}`, alias.version, aliasWithUsageJson({ alias, usage: NO_USAGE })),
    ),
  );

  on.getAlias((ctx) => answer(ctx, withoutQuery(ctx, () => deps.getAlias({ principal: principalOf(ctx), id: idOf(ctx) })), sendAlias(ctx)));

  on.updateAlias((ctx) =>
    answer(
      ctx,
      withChangedBody(
        ctx,
        () => pipe(jsonBodyOf(ctx, options.jsonBodyLimitBytes, UpdateAliasBody), TE.chainEitherKW(fieldsOf)),
        (update) => deps.updateAlias({ principal: principalOf(ctx), id: idOf(ctx), ...update }),
      ),
      sendAlias(ctx),
    ),
  );

  on.deleteAlias((ctx) => answer(ctx, withChange(ctx, (change) => deps.deleteAlias({ principal: principalOf(ctx), id: idOf(ctx), ...change })), () => sendNoContent(ctx)));
};

/** The `/Aliases` routes. */
export const aliasOperations = operations('Aliases', {
  searchAliases: {
    method: 'get',
    path: '/Aliases',
    role: 'member',
    summary: 'Search aliases: `q` over name, label, description and synonyms; ordered by name then id',
    query: AliasSearchQuery,
    responses: { '200': { description: 'A page of aliases (without usage)', content: jsonContent(AliasPage) }, ...authFailures, '400': responseRef('VocabularyBadRequest') },
  },
  createAlias: {
    method: 'post',
    path: '/Aliases',
    role: 'author',
    summary: 'Create an alias; its name and synonyms must be free among all names and synonyms of the tenant',
    requestBody: jsonBody(CreateAliasBody),
    responses: { '201': createdResponse(AliasWithUsageJson), ...authFailures, ...vocabularyBodyFailures, '409': responseRef('AliasConflict'), '422': responseRef('AliasInvalid') },
  },
  getAlias: {
    method: 'get',
    path: '/Aliases/:id',
    role: 'member',
    summary: 'One alias, with `usage`: the templates, snippets and rules that use it, and the computed aliases whose formula reads it',
    parameters: [vocabularyIdParameter],
    responses: { '200': versionedResponse(AliasWithUsageJson, 'The alias'), ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound') },
  },
  updateAlias: {
    method: 'put',
    path: '/Aliases/:id',
    role: 'author',
    summary:
      'Update an alias: the properties sent replace the stored ones (null clears). Dropping a name or synonym that something uses, or changing the type of a used alias, is 409 `alias_in_use` unless `?force=true` (keep the old name as a synonym to rename safely).',
    parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
    requestBody: jsonBody(UpdateAliasBody),
    responses: { '200': versionedResponse(AliasWithUsageJson, 'The alias as it is now'), ...authFailures, ...vocabularyBodyFailures, '404': responseRef('NotFound'), '409': responseRef('AliasConflict'), '412': responseRef('PreconditionFailed'), '422': responseRef('AliasInvalid') },
  },
  deleteAlias: {
    method: 'delete',
    path: '/Aliases/:id',
    role: 'author',
    summary: 'Delete an alias; 409 `alias_in_use` (with `usage`) while templates, snippets, rules or formulas use it, unless `?force=true`',
    parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
    responses: { '204': { description: 'Deleted' }, ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound'), '409': responseRef('AliasConflict'), '412': responseRef('PreconditionFailed') },
  },
});

/** What the document says of `/Aliases`: the operations, and the answers only they give. */
export const aliasOpenApi: OpenApiPart = {
  operations: aliasOperations,
  responses: {
    AliasConflict: problemResponse(409, ['name_taken', 'alias_in_use', 'concurrent_update'], 'A name or synonym is taken by another alias (takenBy), or the alias is in use (usage lists who uses it; ?force=true goes ahead)'),
    AliasInvalid: problemResponse(
      422,
      ['validation_failed', 'expression_invalid', 'unknown_aliases', 'formula_cycle', 'idempotency_key_reused'],
      'Invalid fields (a formula whose result or operands the aliases\' types refuse among them); a formula that does not parse (position, expected, found); names that are no alias (unknownAliases); formulas that would read each other in a circle (cycle)',
    ),
  },
};
