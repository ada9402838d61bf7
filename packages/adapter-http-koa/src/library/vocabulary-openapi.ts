/*
 * OpenAPI of /Aliases and /NamedRanges (relative to the API prefix), with the schemas, parameters
 * and problem responses only they use.
 */

const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (name: string) => ({ 'application/json': { schema: schema(name) } });
const dateTime = { type: 'string', format: 'date-time' };
const stamps = { createdAt: dateTime, updatedAt: dateTime, version: { type: 'integer', minimum: 1, description: '+1 on every change; the ETag is `"<version>"`.' } };
const nullable = (type: object) => ({ oneOf: [type, { type: 'null' }] });
const strings = { type: 'array', items: { type: 'string' } };

const problem = (status: number, codes: ReadonlyArray<string>, description: string) => ({
  description: `${description} (code: ${codes.join(', ')})`,
  content: { 'application/problem+json': { schema: schema('Problem'), example: { type: `urn:quire:problem:${codes[0]}`, title: description, status, detail: description, code: codes[0] } } },
});

const query = (name: string, description: string, type: object = { type: 'string' }) => ({ name, in: 'query', required: false, description, schema: type });
const pageParameters = [
  query('q', "Case-insensitive substring of the name and the resource's texts."),
  query('limit', '1 to 100 (default 25).', { type: 'integer', minimum: 1, maximum: 100 }),
  query('cursor', 'The `nextCursor` of the previous page.'),
];
const idParameter = { $ref: '#/components/parameters/VocabularyId' };
const ifMatch = { $ref: '#/components/parameters/IfMatch' };
const force = { $ref: '#/components/parameters/Force' };

const authFailures = { '401': ref('Unauthenticated'), '403': ref('Forbidden'), '500': ref('InternalError') };
const bodyFailures = { '400': ref('VocabularyBadRequest'), '413': ref('PayloadTooLarge'), '415': ref('UnsupportedMediaType') };
const resource = (name: string, description: string) => ({ description, headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: json(name) });
const created = (name: string) => ({ description: 'Created', headers: { Location: { $ref: '#/components/headers/Location' }, ETag: { $ref: '#/components/headers/ETag' } }, content: json(name) });

export const vocabularyPaths = {
  '/Aliases': {
    get: {
      operationId: 'searchAliases',
      tags: ['Aliases'],
      summary: 'Search aliases: `q` over name, label, description and synonyms; ordered by name then id',
      parameters: pageParameters,
      responses: { '200': { description: 'A page of aliases (without usage)', content: json('AliasPage') }, ...authFailures, '400': ref('VocabularyBadRequest') },
    },
    post: {
      operationId: 'createAlias',
      tags: ['Aliases'],
      summary: 'Create an alias; its name and synonyms must be free among all names and synonyms of the tenant',
      requestBody: { required: true, content: json('CreateAliasRequest') },
      responses: { '201': created('AliasWithUsage'), ...authFailures, ...bodyFailures, '409': ref('AliasConflict'), '422': ref('ValidationFailed') },
    },
  },
  '/Aliases/{id}': {
    get: {
      operationId: 'getAlias',
      tags: ['Aliases'],
      summary: 'One alias, with `usage`: the templates, snippets and rules that use it',
      parameters: [idParameter],
      responses: { '200': resource('AliasWithUsage', 'The alias'), ...authFailures, '400': ref('VocabularyBadRequest'), '404': ref('NotFound') },
    },
    put: {
      operationId: 'updateAlias',
      tags: ['Aliases'],
      summary:
        'Update an alias: the properties sent replace the stored ones (null clears). Dropping a name or synonym that something uses, or changing the type of a used alias, is 409 `alias_in_use` unless `?force=true` (keep the old name as a synonym to rename safely).',
      parameters: [idParameter, ifMatch, force],
      requestBody: { required: true, content: json('UpdateAliasRequest') },
      responses: { '200': resource('AliasWithUsage', 'The alias as it is now'), ...authFailures, ...bodyFailures, '404': ref('NotFound'), '409': ref('AliasConflict'), '412': ref('PreconditionFailed'), '422': ref('ValidationFailed') },
    },
    delete: {
      operationId: 'deleteAlias',
      tags: ['Aliases'],
      summary: 'Delete an alias; 409 `alias_in_use` (with `usage`) while templates, snippets or rules use it, unless `?force=true`',
      parameters: [idParameter, ifMatch, force],
      responses: { '204': { description: 'Deleted' }, ...authFailures, '400': ref('VocabularyBadRequest'), '404': ref('NotFound'), '409': ref('AliasConflict'), '412': ref('PreconditionFailed') },
    },
  },
  '/NamedRanges': {
    get: {
      operationId: 'searchRules',
      tags: ['NamedRanges'],
      summary: 'Search conditional rules: `q` over name, description and expression; `alias` (by name or synonym) keeps the rules that read it; `kind`',
      parameters: [
        ...pageParameters,
        query('alias', 'Keep the rules that read this alias (its name or a synonym).'),
        query('kind', 'Keep one kind.', { type: 'string', enum: ['condition', 'repeat'] }),
      ],
      responses: { '200': { description: 'A page of rules', content: json('RulePage') }, ...authFailures, '400': ref('VocabularyBadRequest') },
    },
    post: {
      operationId: 'createRule',
      tags: ['NamedRanges'],
      summary: 'Create a conditional rule from `expression` (text) or `condition` (JSON); every alias it names must exist',
      requestBody: { required: true, content: json('CreateRuleRequest') },
      responses: { '201': created('Rule'), ...authFailures, ...bodyFailures, '409': ref('RuleConflict'), '422': ref('RuleInvalid') },
    },
  },
  '/NamedRanges/{id}': {
    get: {
      operationId: 'getRule',
      tags: ['NamedRanges'],
      summary: 'One conditional rule, its expression in both canonical forms',
      parameters: [idParameter],
      responses: { '200': resource('Rule', 'The rule'), ...authFailures, '400': ref('VocabularyBadRequest'), '404': ref('NotFound') },
    },
    put: {
      operationId: 'updateRule',
      tags: ['NamedRanges'],
      summary: 'Update a rule (null clears); renaming a used rule or changing its kind is 409 `rule_in_use` unless `?force=true`',
      parameters: [idParameter, ifMatch, force],
      requestBody: { required: true, content: json('UpdateRuleRequest') },
      responses: { '200': resource('Rule', 'The rule as it is now'), ...authFailures, ...bodyFailures, '404': ref('NotFound'), '409': ref('RuleConflict'), '412': ref('PreconditionFailed'), '422': ref('RuleInvalid') },
    },
    delete: {
      operationId: 'deleteRule',
      tags: ['NamedRanges'],
      summary: 'Delete a rule; 409 `rule_in_use` (with `usage`) while templates or snippets use it, unless `?force=true`',
      parameters: [idParameter, ifMatch, force],
      responses: { '204': { description: 'Deleted' }, ...authFailures, '400': ref('VocabularyBadRequest'), '404': ref('NotFound'), '409': ref('RuleConflict'), '412': ref('PreconditionFailed') },
    },
  },
} as const;

const aliasType = { type: 'string', enum: ['text', 'number', 'currency', 'date', 'boolean', 'choice', 'list'] };
const aliasName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'An identifier; not a word of the rule language (and, or, not, is, answered, contains, in, true, false, else).' };
const aliasFields = {
  label: { type: 'string', maxLength: 200, description: 'Default: the name.' },
  description: { type: 'string', maxLength: 2000 },
  choices: { ...nullable({ ...strings, maxItems: 500 }), description: 'Exactly for `choice` (1..500, no repeats ignoring case).' },
  itemFields: { ...nullable({ ...strings, maxItems: 100 }), description: 'Exactly for `list`: the identifiers of each item\'s fields (empty: a list of plain values).' },
  format: { ...nullable({ type: 'string', maxLength: 100 }), description: 'Only for `date`, `number`, `currency`: the default pattern.' },
  synonyms: { ...strings, maxItems: 50, description: 'Other field names templates use for the same data: up to 100 characters, no braces, `|` or backtick.' },
};
const ruleName = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', description: "Word's bookmark rules, so the same name can mark the range in Word." };
const ruleKind = { type: 'string', enum: ['condition', 'repeat'] };
const ruleFields = {
  description: { type: 'string', maxLength: 2000 },
  expression: { ...nullable({ type: 'string' }), description: 'The text form, e.g. `client_age >= 18 and (marital_status = "married" or has_partner)`. Send this or `condition`.' },
  condition: { description: 'The JSON form, e.g. `{ "all": [ { "alias": "client_age", "op": "gte", "value": 18 } ] }`. Send this or `expression`.' },
  repeatOver: { ...nullable({ type: 'string' }), description: 'For a repeat: the list alias (name or synonym) it repeats over.' },
};
const usageRef = { type: 'object', required: ['id', 'name', 'via'], properties: { id: { type: 'string' }, name: { type: 'string' }, via: { ...strings, description: 'The names through which it uses it, as written.' } } };
const page = (item: string) => ({ type: 'object', required: ['items', 'nextCursor'], properties: { items: { type: 'array', items: schema(item) }, nextCursor: { type: ['string', 'null'] } } });

export const vocabularySchemas = {
  Alias: {
    type: 'object',
    required: ['id', 'name', 'label', 'description', 'type', 'choices', 'itemFields', 'format', 'synonyms', 'createdAt', 'updatedAt', 'version'],
    properties: { id: { type: 'string' }, name: aliasName, type: aliasType, ...aliasFields, label: { type: 'string' }, ...stamps },
  },
  Usage: {
    type: 'object',
    description: 'Who uses a resource: templates (their current file), snippets and rules.',
    required: ['templates', 'snippets', 'rules'],
    properties: { templates: { type: 'array', items: usageRef }, snippets: { type: 'array', items: usageRef }, rules: { type: 'array', items: usageRef } },
  },
  AliasWithUsage: { allOf: [schema('Alias'), { type: 'object', required: ['usage'], properties: { usage: schema('Usage') } }] },
  AliasPage: page('Alias'),
  CreateAliasRequest: { type: 'object', additionalProperties: false, required: ['name', 'type'], properties: { name: aliasName, type: aliasType, ...aliasFields } },
  UpdateAliasRequest: { type: 'object', additionalProperties: false, properties: { name: aliasName, type: aliasType, ...aliasFields } },
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
  RulePage: page('Rule'),
  CreateRuleRequest: { type: 'object', additionalProperties: false, required: ['name', 'kind'], properties: { name: ruleName, kind: ruleKind, ...ruleFields } },
  UpdateRuleRequest: { type: 'object', additionalProperties: false, properties: { name: ruleName, kind: ruleKind, ...ruleFields } },
};

export const vocabularyParameters = {
  VocabularyId: { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
  Force: {
    name: 'force',
    in: 'query',
    required: false,
    description: '`true`: go ahead even though templates, snippets or rules use the resource.',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
};

export const vocabularyResponses = {
  VocabularyBadRequest: problem(400, ['malformed_json', 'malformed_query', 'invalid_cursor', 'invalid_idempotency_key'], 'Malformed JSON, unknown query parameters, values out of range, a cursor of no search, or a malformed Idempotency-Key'),
  AliasConflict: problem(409, ['name_taken', 'alias_in_use', 'concurrent_update'], 'A name or synonym is taken by another alias (takenBy), or the alias is in use (usage lists who uses it; ?force=true goes ahead)'),
  RuleConflict: problem(409, ['name_taken', 'rule_in_use', 'concurrent_update'], 'The name is taken, or the rule is in use (usage lists who uses it; ?force=true goes ahead)'),
  RuleInvalid: problem(
    422,
    ['validation_failed', 'expression_invalid', 'unknown_aliases', 'repeat_over_not_a_list', 'idempotency_key_reused'],
    'Invalid fields; an expression that does not parse (position, expected, found); names that are no alias (unknownAliases); a repeat over no list',
  ),
};
