import type { Alias } from '@quire/domain/library/aliases/alias';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { Usage } from '@quire/domain/library/library-usage';

/* The public JSON of aliases and conditional rules (SPEC §2): never the tenant id. */

const stamps = (entity: { readonly createdAt: Date; readonly updatedAt: Date; readonly version: number }) => ({
  createdAt: entity.createdAt.toISOString(),
  updatedAt: entity.updatedAt.toISOString(),
  version: entity.version,
});

/**
 * An alias as search lists it; `GET`, `POST` and `PUT` add `usage`. Optional parts are null when
 * the type has none; a computed alias's formula is answered in both canonical forms, `formula`
 * (text) and `calculation` (JSON), with the aliases it `reads` (null, null and [] for an answered alias).
 */
export const aliasJson = (alias: Alias) => ({
  id: alias.id,
  name: alias.name,
  label: alias.label,
  description: alias.description,
  type: alias.type,
  choices: alias.choices,
  itemFields: alias.itemFields,
  format: alias.format,
  synonyms: alias.synonyms,
  formula: alias.formula?.text ?? null,
  calculation: alias.formula?.json ?? null,
  reads: alias.reads,
  ...stamps(alias),
});

/** Who uses an alias: templates, snippets, rules and computed aliases' formulas, each with the names (`via`) through which. */
export const usageJson = (usage: Usage) => ({ templates: usage.templates, snippets: usage.snippets, rules: usage.rules, formulas: usage.formulas });

export const aliasWithUsageJson = ({ alias, usage }: { readonly alias: Alias; readonly usage: Usage }) => ({ ...aliasJson(alias), usage: usageJson(usage) });

/** A rule with its expression in both canonical forms: `expression` (text) and `condition` (JSON); null when it has none. */
export const ruleJson = (rule: ConditionalRule) => ({
  id: rule.id,
  name: rule.name,
  description: rule.description,
  kind: rule.kind,
  expression: rule.expression?.text ?? null,
  condition: rule.expression?.json ?? null,
  repeatOver: rule.repeatOver,
  aliases: rule.aliases,
  ...stamps(rule),
});
