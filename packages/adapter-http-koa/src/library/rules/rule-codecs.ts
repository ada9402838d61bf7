import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import * as t from 'io-ts';
import { annotate, component } from '../../platform/openapi/annotate';
import { exactly, nullable, pageOf, stamps } from '../../platform/openapi/json-shapes';
import { searchQuery } from '../../platform/body/query-codecs';

/*
 * The shapes of /NamedRanges (conditional rules): exact request codecs and the JSON answered.
 * PUT bodies are patches: the properties given replace the stored ones, null clears.
 */

const RuleName = annotate(t.string, { pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', description: "Word's bookmark rules, so the same name can mark the range in Word." });
const RuleKind = t.keyof({ condition: null, repeat: null }, 'RuleKind');

const ruleOptional = {
  description: annotate(t.string, { maxLength: 2000 }),
  /** The text form; or */
  expression: annotate(nullable(t.string), { description: 'The text form, e.g. `client_age >= 18 and (marital_status = "married" or has_partner)`. Send this or `condition`.' }),
  /** the JSON form (any JSON; the rule language judges it). */
  condition: annotate(t.unknown, { description: 'The JSON form, e.g. `{ "all": [ { "alias": "client_age", "op": "gte", "value": 18 } ] }`. Send this or `expression`.' }),
  repeatOver: annotate(nullable(t.string), { description: 'For a repeat: the list alias (name or synonym) it repeats over.' }),
};

/** `POST /NamedRanges`: `{ name, kind, description?, expression? | condition?, repeatOver? }`. */
export const CreateRuleBody = component('CreateRuleRequest', t.exact(t.intersection([t.type({ name: RuleName, kind: RuleKind }), t.partial(ruleOptional)]), 'CreateRuleBody'));

/** `PUT /NamedRanges/:id`: any of the properties of a create. */
export const UpdateRuleBody = component('UpdateRuleRequest', t.exact(t.partial({ name: RuleName, kind: RuleKind, ...ruleOptional }), 'UpdateRuleBody'));

/** `GET /NamedRanges`: `q`, `alias` (rules that read it, by name or synonym), `kind`, `limit`, `cursor`. */
export const RuleSearchQuery = searchQuery(
  { alias: annotate(t.string, { description: 'Keep the rules that read this alias (its name or a synonym).' }), kind: annotate(RuleKind, { description: 'Keep one kind.' }) },
  'RuleSearchQuery',
);

/** A rule with its expression in both canonical forms: `expression` (text) and `condition` (JSON); null when it has none. */
export const RuleJson = component(
  'Rule',
  t.type({
    id: t.string,
    name: RuleName,
    description: t.string,
    kind: RuleKind,
    expression: annotate(nullable(t.string), { description: 'Canonical text form; null when the rule has none (a repeat without a filter).' }),
    condition: annotate(t.unknown, { description: 'Canonical JSON form; null when the rule has none.' }),
    repeatOver: annotate(nullable(t.string), { description: "The list alias's own name (a repeat); null for a condition." }),
    aliases: annotate(t.readonlyArray(t.string), { description: 'The aliases the rule reads, by their own names.' }),
    ...stamps,
  }),
);

export const RulePage = pageOf('RulePage', RuleJson);

const ruleOf = exactly(RuleJson);

export const ruleJson = (rule: ConditionalRule) => ruleOf({ ...rule, expression: rule.expression?.text ?? null, condition: rule.expression?.json ?? null });
