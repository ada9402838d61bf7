import type { ConditionUse } from '@quire/domain/library/form-templates/template-analysis';
import { type CompiledTemplate } from '@quire/docx-engine/engine';
import { printExpression } from '@quire/expressions/print-expression';
import { referencedNames } from '@quire/expressions/referenced-names';
import type { VocabularyLookup } from '../vocabulary-lookup';
import { nameKey } from '@quire/domain/names';

type TagUse = CompiledTemplate['uses'][number];
type Condition = Extract<TagUse['syntax'], { readonly kind: 'if' }>['condition'];

const isLoopVariable = (name: string): boolean => name.startsWith('@');

type Tallied = { name: string; rule: string | null; reads: ReadonlyArray<string>; occurrences: number };

/** What one condition means: a rule, or the names it reads (an alias's, or an inline expression's), loop variables left out. */
const meaningOf = (condition: Condition, lookup: VocabularyLookup): { key: string; use: Omit<Tallied, 'occurrences'> } => {
  if (condition.kind === 'expression') {
    const text = printExpression(condition.expr);
    return { key: `expression:${text}`, use: { name: text, rule: null, reads: referencedNames(condition.expr).filter((name) => !isLoopVariable(name)) } };
  }
  const rule = lookup.rule(condition.name.text);
  if (rule !== undefined) return { key: `rule:${nameKey(rule.name)}`, use: { name: rule.name, rule: rule.name, reads: [] } };
  const name = condition.name.text;
  return { key: `name:${nameKey(name)}`, use: { name, rule: null, reads: isLoopVariable(name) ? [] : [name] } };
};

/**
 * The conditions of a template (`{{#if}}` and `{{else if}}`), once each in order of first use: a
 * conditional rule by its own name; an alias or data name as written, reading itself; an inline
 * expression in its canonical text, reading the names it names. The engine's analysis lists
 * rules only; the service also needs the names a condition reads ("which templates use this alias").
 */
export const conditionUses = (uses: ReadonlyArray<TagUse>, lookup: VocabularyLookup): ConditionUse[] => {
  const tally = new Map<string, Tallied>();
  for (const use of uses) {
    if (use.shadow || (use.syntax.kind !== 'if' && use.syntax.kind !== 'elseIf')) continue;
    const { key, use: meaning } = meaningOf(use.syntax.condition, lookup);
    const seen = tally.get(key);
    if (seen === undefined) tally.set(key, { ...meaning, occurrences: 1 });
    else seen.occurrences++;
  }
  return [...tally.values()];
};
