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
import { withoutQuery } from '../../platform/body/decode-query';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { answerSearch } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../../platform/versions/change-request';
import type { AliasUseCases } from '@quire/application/library/aliases/alias-use-cases';
import { AliasSearchQuery, CreateAliasBody, UpdateAliasBody } from '../vocabulary-codecs';
import { aliasJson, aliasWithUsageJson } from '../vocabulary-json';
import { expressionOfBody } from '../expression-body';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, problemResponse, responseRef, schemaRef, stamps, versionedResponse } from '../../platform/openapi/openapi-parts';
import { forceParameter, nullable, strings, vocabularyBodyFailures, vocabularyIdParameter, vocabularyPage, vocabularyPageParameters } from '../vocabulary-openapi';

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

/** SPEC §1.1 `/Aliases`: search, create, read (with usage), update and delete (409 `alias_in_use` unless `?force=true`). */
export const registerAliasRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => aliasId(ctx.params['id'] ?? '');
  const sendAlias = (ctx: Context) => (found: AliasWithUsage) => sendVersioned(ctx, found.alias.version, aliasWithUsageJson(found));

  router.get('/Aliases', (ctx) => answerSearch(ctx, AliasSearchQuery, (query, page) => deps.searchAliases({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null } }), aliasJson));

  router.post('/Aliases', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateAliasBody),
          TE.chainEitherKW((body) => fieldsOf(body)),
          TE.chainW((alias: AliasFieldsInput) => deps.createAlias({ principal: principalOf(ctx), alias })),
        ),
      ),
      (alias) => sendCreated(ctx, `${options.prefix}/Aliases/${encodeURIComponent(alias.id)}`, alias.version, aliasWithUsageJson({ alias, usage: NO_USAGE })),
    ),
  );

  router.get('/Aliases/:id', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getAlias({ principal: principalOf(ctx), id: idOf(ctx) })), sendAlias(ctx)));

  router.put('/Aliases/:id', (ctx) =>
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

  router.delete('/Aliases/:id', (ctx) => answer(ctx, withChange(ctx, (change) => deps.deleteAlias({ principal: principalOf(ctx), id: idOf(ctx), ...change })), () => sendNoContent(ctx)));
};

const aliasType = {
  type: 'string',
  enum: ['text', 'number', 'currency', 'date', 'boolean', 'choice', 'list', 'picture'],
  description:
    'What the alias holds. A `picture` (SPEC §3.9) is placed with `{{name | image}}` or a placeholder picture; its value in generation data is a data URI of a PNG, JPEG or GIF (`data:image/png;base64,…`) or `{ "base64", "contentType", "altText"? }`, and anything else (a web address above all: it is never fetched) answers 422 `data_invalid` with its path.',
};
const aliasName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'An identifier; not a word of the rule language (and, or, not, is, answered, contains, in, true, false, else).' };
const aliasFields = {
  label: { type: 'string', maxLength: 200, description: 'Default: the name.' },
  description: { type: 'string', maxLength: 2000 },
  choices: { ...nullable({ ...strings, maxItems: 500 }), description: 'Exactly for `choice` (1..500, no repeats ignoring case).' },
  itemFields: { ...nullable({ ...strings, maxItems: 100 }), description: 'Exactly for `list`: the identifiers of each item\'s fields (empty: a list of plain values).' },
  format: { ...nullable({ type: 'string', maxLength: 100 }), description: 'Only for `date`, `number`, `currency`: the default pattern.' },
  synonyms: { ...strings, maxItems: 50, description: 'Other field names templates use for the same data: up to 100 characters, no braces, `|` or backtick.' },
  formula: {
    ...nullable({ type: 'string', maxLength: 4000 }),
    description:
      'A computed alias (`text`, `number`, `currency` or `date` only): a calculation in the text form, e.g. `sum(items, "amount") * (1 + tax_rate)`; its value is worked out at every generation, never read from the data. Every name it reads must be an alias; no chain of formulas may lead back to the alias (422 `formula_cycle`). Send this or `calculation`; null clears.',
  },
  calculation: {
    description: 'The formula in its JSON form, e.g. `{ "call": "sum", "args": [ { "alias": "items" }, "amount" ] }`. Send this or `formula`; null clears.',
  },
};
const usageRef = { type: 'object', required: ['id', 'name', 'via'], properties: { id: { type: 'string' }, name: { type: 'string' }, via: { ...strings, description: 'The names through which it uses it, as written.' } } };

/** OpenAPI of `/Aliases`, with the schemas and answers only it uses. */
export const aliasOpenApi = {
  paths: {
    '/Aliases': {
      get: {
        operationId: 'searchAliases',
        tags: ['Aliases'],
        summary: 'Search aliases: `q` over name, label, description and synonyms; ordered by name then id',
        parameters: vocabularyPageParameters,
        responses: { '200': { description: 'A page of aliases (without usage)', content: jsonContent('AliasPage') }, ...authFailures, '400': responseRef('VocabularyBadRequest') },
      },
      post: {
        operationId: 'createAlias',
        tags: ['Aliases'],
        summary: 'Create an alias; its name and synonyms must be free among all names and synonyms of the tenant',
        requestBody: { required: true, content: jsonContent('CreateAliasRequest') },
        responses: { '201': createdResponse('AliasWithUsage'), ...authFailures, ...vocabularyBodyFailures, '409': responseRef('AliasConflict'), '422': responseRef('AliasInvalid') },
      },
    },
    '/Aliases/{id}': {
      get: {
        operationId: 'getAlias',
        tags: ['Aliases'],
        summary: 'One alias, with `usage`: the templates, snippets and rules that use it, and the computed aliases whose formula reads it',
        parameters: [vocabularyIdParameter],
        responses: { '200': versionedResponse('AliasWithUsage', 'The alias'), ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateAlias',
        tags: ['Aliases'],
        summary:
          'Update an alias: the properties sent replace the stored ones (null clears). Dropping a name or synonym that something uses, or changing the type of a used alias, is 409 `alias_in_use` unless `?force=true` (keep the old name as a synonym to rename safely).',
        parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
        requestBody: { required: true, content: jsonContent('UpdateAliasRequest') },
        responses: { '200': versionedResponse('AliasWithUsage', 'The alias as it is now'), ...authFailures, ...vocabularyBodyFailures, '404': responseRef('NotFound'), '409': responseRef('AliasConflict'), '412': responseRef('PreconditionFailed'), '422': responseRef('AliasInvalid') },
      },
      delete: {
        operationId: 'deleteAlias',
        tags: ['Aliases'],
        summary: 'Delete an alias; 409 `alias_in_use` (with `usage`) while templates, snippets, rules or formulas use it, unless `?force=true`',
        parameters: [vocabularyIdParameter, ifMatchParameter, forceParameter],
        responses: { '204': { description: 'Deleted' }, ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound'), '409': responseRef('AliasConflict'), '412': responseRef('PreconditionFailed') },
      },
    },
  },
  schemas: {
    Alias: {
      type: 'object',
      required: ['id', 'name', 'label', 'description', 'type', 'choices', 'itemFields', 'format', 'synonyms', 'formula', 'calculation', 'reads', 'createdAt', 'updatedAt', 'version'],
      properties: {
        id: { type: 'string' },
        name: aliasName,
        type: aliasType,
        ...aliasFields,
        label: { type: 'string' },
        formula: { type: ['string', 'null'], description: 'A computed alias\'s formula in canonical text form; null for an answered alias.' },
        calculation: { description: 'The formula in canonical JSON form; null for an answered alias.' },
        reads: { ...strings, description: 'The aliases the formula reads, by their own names; empty for an answered alias.' },
        ...stamps,
      },
    },
    Usage: {
      type: 'object',
      description: 'Who uses a resource: templates (their current file), snippets, rules, and computed aliases whose formula reads it (an alias only).',
      required: ['templates', 'snippets', 'rules', 'formulas'],
      properties: {
        templates: { type: 'array', items: usageRef },
        snippets: { type: 'array', items: usageRef },
        rules: { type: 'array', items: usageRef },
        formulas: { type: 'array', items: usageRef },
      },
    },
    AliasWithUsage: { allOf: [schemaRef('Alias'), { type: 'object', required: ['usage'], properties: { usage: schemaRef('Usage') } }] },
    AliasPage: vocabularyPage('Alias'),
    CreateAliasRequest: { type: 'object', additionalProperties: false, required: ['name', 'type'], properties: { name: aliasName, type: aliasType, ...aliasFields } },
    UpdateAliasRequest: { type: 'object', additionalProperties: false, properties: { name: aliasName, type: aliasType, ...aliasFields } },
  },
  responses: {
    AliasConflict: problemResponse(409, ['name_taken', 'alias_in_use', 'concurrent_update'], 'A name or synonym is taken by another alias (takenBy), or the alias is in use (usage lists who uses it; ?force=true goes ahead)'),
    AliasInvalid: problemResponse(
      422,
      ['validation_failed', 'expression_invalid', 'unknown_aliases', 'formula_cycle', 'idempotency_key_reused'],
      'Invalid fields (a formula whose result or operands the aliases\' types refuse among them); a formula that does not parse (position, expected, found); names that are no alias (unknownAliases); formulas that would read each other in a circle (cycle)',
    ),
  },
} satisfies OpenApiPart;
