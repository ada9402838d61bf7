import type { AliasFormula } from '@quire/domain/library/aliases/alias-formula';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { AliasTerm } from '@quire/domain/library/rules/conditional-rule-references';
import type { RuleExpression } from '@quire/domain/library/rules/rule-expression';
import type { Vocabulary, VocabularyAlias, VocabularyRule } from '@quire/docx-engine/engine';
import type { Expr, Value } from '@quire/expressions/expression';
import { parseCalculationJson, parseConditionJson } from '@quire/expressions/parse-condition-json';
import { parseCalculation, parseExpression } from '@quire/expressions/parse-expression';

/**
 * The tenant's aliases and rules as the service keeps them. The port's AnalysisVocabulary is one;
 * the alias `format` and `formula` and the rule `expression` are taken when given (analysis needs
 * none of them, a render does).
 */
export type TenantVocabulary = {
  readonly aliases: ReadonlyArray<AliasTerm & { readonly format?: string | null; readonly formula?: AliasFormula | null }>;
  readonly rules: ReadonlyArray<Pick<ConditionalRule, 'name' | 'kind' | 'repeatOver'> & { readonly expression?: RuleExpression | null }>;
};

/** A stored expression was checked by the rule language when saved: its JSON form parses back (the text form too, as a fallback). */
const exprOf = (expression: RuleExpression | null | undefined): Expr | null => {
  if (expression === null || expression === undefined) return null;
  const fromJson = parseConditionJson(expression.json);
  if (fromJson.ok) return fromJson.value;
  const fromText = parseExpression(expression.text);
  return fromText.ok ? fromText.value : null;
};

/** A stored formula was checked by the language when saved: its JSON form parses back (the text form too, as a fallback). */
export const formulaTree = (formula: AliasFormula): Value | undefined => {
  const fromJson = parseCalculationJson(formula.json);
  if (fromJson.ok) return fromJson.value;
  const fromText = parseCalculation(formula.text);
  return fromText.ok ? fromText.value : undefined;
};

const aliasOf = (alias: TenantVocabulary['aliases'][number]): VocabularyAlias => {
  const formula = alias.formula === null || alias.formula === undefined ? undefined : formulaTree(alias.formula);
  return {
    name: alias.name,
    type: alias.type,
    synonyms: alias.synonyms,
    ...(alias.format === null || alias.format === undefined ? {} : { format: alias.format }),
    ...(alias.itemFields === null ? {} : { itemFields: alias.itemFields }),
    ...(formula === undefined ? {} : { formula }),
  };
};

const ruleOf = (rule: TenantVocabulary['rules'][number]): VocabularyRule => ({
  name: rule.name,
  kind: rule.kind,
  expression: exprOf(rule.expression),
  ...(rule.repeatOver === null ? {} : { repeatOver: rule.repeatOver }),
});

const converted = new WeakMap<TenantVocabulary, Vocabulary>();

/**
 * The engine's Vocabulary for the tenant's aliases and rules, made once per vocabulary object: the
 * service hands the same object to every render while the tenant's library is unchanged, and the
 * engine keeps its name index per Vocabulary object, so neither is rebuilt per render. (The
 * objects are read-only: a changed library is a new object.)
 */
export const toEngineVocabulary = (vocabulary: TenantVocabulary): Vocabulary => {
  const known = converted.get(vocabulary);
  if (known !== undefined) return known;
  const made = { aliases: vocabulary.aliases.map(aliasOf), rules: vocabulary.rules.map(ruleOf) };
  converted.set(vocabulary, made);
  return made;
};
