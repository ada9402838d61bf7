import type { Alias } from '@quire/domain/library/aliases/alias';
import type { Usage } from '@quire/domain/library/library-usage';
import * as t from 'io-ts';
import { annotate, component } from '../../platform/openapi/annotate';
import { exactly, nullable, pageOf, stamps } from '../../platform/openapi/json-shapes';
import { searchQuery } from '../../platform/body/query-codecs';

/*
 * The shapes of /Aliases: exact request codecs (decodeExact refuses unknown properties with their
 * paths) and the JSON answered. Bodies carry only what a client may say: never id, tenant, version
 * or timestamps. PUT bodies are patches: the properties given replace the stored ones, null clears.
 */

const AliasType = annotate(t.keyof({ text: null, number: null, currency: null, date: null, boolean: null, choice: null, list: null, picture: null }, 'AliasType'), {
  description:
    'What the alias holds. A `picture` is placed with `{{name | image}}` or a placeholder picture; its value in generation data is a data URI of a PNG, JPEG or GIF (`data:image/png;base64,…`) or `{ "base64", "contentType", "altText"? }`, and anything else (a web address above all: it is never fetched) answers 422 `data_invalid` with its path.',
});
const AliasName = annotate(t.string, { pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', description: 'An identifier; not a word of the rule language (and, or, not, is, answered, contains, in, true, false, else).' });
const strings = t.readonlyArray(t.string);

/** What a client may say of an alias besides its name and type; the answer says the same of the stored alias. */
const aliasFields = {
  description: annotate(t.string, { maxLength: 2000 }),
  choices: annotate(nullable(annotate(strings, { maxItems: 500 })), { description: 'Exactly for `choice` (1..500, no repeats ignoring case).' }),
  itemFields: annotate(nullable(annotate(strings, { maxItems: 100 })), { description: "Exactly for `list`: the identifiers of each item's fields (empty: a list of plain values)." }),
  format: annotate(nullable(annotate(t.string, { maxLength: 100 })), { description: 'Only for `date`, `number`, `currency`: the default pattern.' }),
  synonyms: annotate(strings, { maxItems: 50, description: 'Other field names templates use for the same data: up to 100 characters, no braces, `|` or backtick.' }),
};

const aliasOptional = {
  label: annotate(t.string, { maxLength: 200, description: 'Default: the name.' }),
  ...aliasFields,
  /** A computed alias's formula: the text form; or */
  formula: annotate(nullable(annotate(t.string, { maxLength: 4000 })), {
    description:
      'A computed alias (`text`, `number`, `currency` or `date` only): a calculation in the text form, e.g. `sum(items, "amount") * (1 + tax_rate)`; its value is worked out at every generation, never read from the data. Every name it reads must be an alias; no chain of formulas may lead back to the alias (422 `formula_cycle`). Send this or `calculation`; null clears.',
  }),
  /** the JSON form (any JSON; the language judges it). */
  calculation: annotate(t.unknown, { description: 'The formula in its JSON form, e.g. `{ "call": "sum", "args": [ { "alias": "items" }, "amount" ] }`. Send this or `formula`; null clears.' }),
};

/** `POST /Aliases`: `{ name, type, label?, description?, choices?, itemFields?, format?, synonyms?, formula? | calculation? }`. */
export const CreateAliasBody = component('CreateAliasRequest', t.exact(t.intersection([t.type({ name: AliasName, type: AliasType }), t.partial(aliasOptional)]), 'CreateAliasBody'));

/** `PUT /Aliases/:id`: any of the properties of a create. */
export const UpdateAliasBody = component('UpdateAliasRequest', t.exact(t.partial({ name: AliasName, type: AliasType, ...aliasOptional }), 'UpdateAliasBody'));

/** `GET /Aliases`: `q`, `limit`, `cursor`. */
export const AliasSearchQuery = searchQuery({}, 'AliasSearchQuery');

/**
 * An alias as search lists it; `GET`, `POST` and `PUT` add `usage`. Optional parts are null when
 * the type has none; a computed alias's formula is answered in both canonical forms, `formula`
 * (text) and `calculation` (JSON), with the aliases it `reads` (null, null and [] for an answered alias).
 */
export const AliasJson = component(
  'Alias',
  t.type({
    id: t.string,
    name: AliasName,
    type: AliasType,
    label: t.string,
    ...aliasFields,
    formula: annotate(nullable(t.string), { description: "A computed alias's formula in canonical text form; null for an answered alias." }),
    calculation: annotate(t.unknown, { description: 'The formula in canonical JSON form; null for an answered alias.' }),
    reads: annotate(t.readonlyArray(t.string), { description: 'The aliases the formula reads, by their own names; empty for an answered alias.' }),
    ...stamps,
  }),
);

const UsageRef = t.type({ id: t.string, name: t.string, via: annotate(t.readonlyArray(t.string), { description: 'The names through which it uses it, as written.' }) });

/** Who uses an alias: templates, snippets, rules and computed aliases' formulas, each with the names (`via`) through which. */
export const UsageJson = component('Usage', t.type({ templates: t.readonlyArray(UsageRef), snippets: t.readonlyArray(UsageRef), rules: t.readonlyArray(UsageRef), formulas: t.readonlyArray(UsageRef) }), {
  description: 'Who uses a resource: templates (their current file), snippets, rules, and computed aliases whose formula reads it (an alias only).',
});

export const AliasWithUsageJson = component('AliasWithUsage', t.intersection([AliasJson, t.type({ usage: UsageJson })]));

export const AliasPage = pageOf('AliasPage', AliasJson);

const aliasOf = exactly(AliasJson);
const usageOf = exactly(UsageJson);

/** The alias's JSON: its formula in both forms, the rest as stored. */
export const aliasJson = (alias: Alias) => aliasOf({ ...alias, formula: alias.formula?.text ?? null, calculation: alias.formula?.json ?? null });

export const aliasWithUsageJson = ({ alias, usage }: { readonly alias: Alias; readonly usage: Usage }): t.OutputOf<typeof AliasWithUsageJson> => ({ ...aliasJson(alias), usage: usageOf(usage) });
