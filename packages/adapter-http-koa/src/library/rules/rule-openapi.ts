import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, problemResponse, queryParameter, responseRef, stamps, versionedResponse } from '../../platform/openapi/openapi-parts';
import { forceParameter, nullable, strings, vocabularyBodyFailures, vocabularyIdParameter, vocabularyPage, vocabularyPageParameters } from '../vocabulary-openapi';

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
