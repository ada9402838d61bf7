import * as t from 'io-ts';
import { searchQuery } from '../platform/body/query-codecs';

/*
 * Exact request codecs of /Aliases and /NamedRanges (decodeExact refuses unknown properties with
 * their paths). Bodies carry only what a client may say: never id, tenant, version or timestamps.
 * PUT bodies are patches: the properties given replace the stored ones, null clears.
 */

const AliasType = t.keyof({ text: null, number: null, currency: null, date: null, boolean: null, choice: null, list: null, picture: null }, 'AliasType');
const strings = t.array(t.string);

const aliasOptional = {
  label: t.string,
  description: t.string,
  choices: t.union([strings, t.null]),
  itemFields: t.union([strings, t.null]),
  format: t.union([t.string, t.null]),
  synonyms: strings,
  /** A computed alias's formula: the text form; or */
  formula: t.union([t.string, t.null]),
  /** the JSON form (any JSON; the language judges it). */
  calculation: t.unknown,
};

/** `POST /Aliases`: `{ name, type, label?, description?, choices?, itemFields?, format?, synonyms?, formula? | calculation? }`. */
export const CreateAliasBody = t.exact(t.intersection([t.type({ name: t.string, type: AliasType }), t.partial(aliasOptional)]), 'CreateAliasBody');

/** `PUT /Aliases/:id`: any of the properties of a create. */
export const UpdateAliasBody = t.exact(t.partial({ name: t.string, type: AliasType, ...aliasOptional }), 'UpdateAliasBody');

const RuleKind = t.keyof({ condition: null, repeat: null }, 'RuleKind');

const ruleOptional = {
  description: t.string,
  /** The text form; or */
  expression: t.union([t.string, t.null]),
  /** the JSON form (any JSON; the rule language judges it). */
  condition: t.unknown,
  repeatOver: t.union([t.string, t.null]),
};

/** `POST /NamedRanges`: `{ name, kind, description?, expression? | condition?, repeatOver? }`. */
export const CreateRuleBody = t.exact(t.intersection([t.type({ name: t.string, kind: RuleKind }), t.partial(ruleOptional)]), 'CreateRuleBody');

/** `PUT /NamedRanges/:id`: any of the properties of a create. */
export const UpdateRuleBody = t.exact(t.partial({ name: t.string, kind: RuleKind, ...ruleOptional }), 'UpdateRuleBody');

/** `GET /Aliases`: `q`, `limit`, `cursor`. */
export const AliasSearchQuery = searchQuery({}, 'AliasSearchQuery');

/** `GET /NamedRanges`: `q`, `alias` (rules that read it, by name or synonym), `kind`, `limit`, `cursor`. */
export const RuleSearchQuery = searchQuery({ alias: t.string, kind: RuleKind }, 'RuleSearchQuery');
