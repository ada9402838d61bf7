import * as E from 'fp-ts/Either';
import type { AliasType } from './alias-type';
import type { AliasId } from '../library-ids';
import { aliasReadBy, resolveRuleReferences, type AliasTerm, type UnknownAliases } from '../rules/conditional-rule-references';
import type { RuleExpression } from '../rules/rule-expression';
import { nameKey } from '../../names';

/**
 * A computed alias's formula (docs/template-language.md#computed-aliases): a calculation of the expression language
 * (`sum(items, "amount")`, `subtotal * 1.2`, `add_months(start_date, 6)`), parsed and checked by
 * the language (the RuleLanguage port) and kept, as a rule's expression is, in its canonical text
 * and JSON forms with the names it reads. The domain never parses it.
 */
export type AliasFormula = RuleExpression;

/**
 * The types a computed alias may have: those a calculation gives (numbers, dates) and text, which
 * shows any value. A yes/no worked out from other answers is a condition rule; a choice or a list
 * is answered, never calculated.
 */
export const FORMULA_TYPES: ReadonlyArray<AliasType> = ['text', 'number', 'currency', 'date'];

/** Computed aliases would read each other in a circle (422 naming it): `['a', 'b', 'a']` is a → b → a. */
export type FormulaCycle = { readonly _tag: 'FormulaCycle'; readonly cycle: ReadonlyArray<string> };

/** What the formula check needs of each of the tenant's aliases (fields of an `Alias`, which uses this check). */
export type FormulaTerm = AliasTerm & { readonly id: AliasId; readonly formula: AliasFormula | null };

/**
 * The aliases a formula reads, by their own names, once each in order of appearance: every name
 * it reads must be an alias (by name or synonym; a dotted path by its first segment), else
 * UnknownAliases; and no chain of formulas may lead back to the alias (FormulaCycle, naming the
 * first circle found through it). `aliases` are the tenant's aliases; the candidate's stored
 * version among them (same id) is replaced by the candidate, whose names win (they are checked
 * to be free afterwards).
 */
export const resolveAliasFormula = (candidate: FormulaTerm, aliases: ReadonlyArray<FormulaTerm>): E.Either<UnknownAliases | FormulaCycle, ReadonlyArray<string>> => {
  if (candidate.formula === null) return E.right([]);
  const vocabulary = [...aliases.filter((alias) => alias.id !== candidate.id), candidate];
  const resolved = resolveRuleReferences({ kind: 'condition', expression: candidate.formula, repeatOver: null }, vocabulary);
  if (E.isLeft(resolved)) return resolved as E.Left<UnknownAliases>;
  const cycle = cycleThrough(candidate, aliasReadBy(vocabulary));
  return cycle === null ? E.right(resolved.right.aliases) : E.left({ _tag: 'FormulaCycle', cycle });
};

/**
 * The first circle of formulas from the candidate back to itself, as own names (`a, b, a`), or
 * null. A depth-first walk with its own stack (a long chain of formulas cannot exhaust the call
 * stack); every alias is entered once.
 */
const cycleThrough = (candidate: FormulaTerm, find: (name: string) => FormulaTerm | undefined): ReadonlyArray<string> | null => {
  const readBy = (alias: FormulaTerm): FormulaTerm[] => (alias.formula?.names ?? []).flatMap((name) => find(name) ?? []);
  const start = nameKey(candidate.name);
  const entered = new Set<string>([start]);
  const path: Array<{ readonly alias: FormulaTerm; readonly next: FormulaTerm[] }> = [{ alias: candidate, next: readBy(candidate) }];
  while (path.length > 0) {
    const top = path[path.length - 1];
    const next = top?.next.shift();
    if (top === undefined || next === undefined) {
      path.pop();
      continue;
    }
    const key = nameKey(next.name);
    if (key === start) return [...path.map((step) => step.alias.name), candidate.name];
    if (entered.has(key)) continue;
    entered.add(key);
    path.push({ alias: next, next: readBy(next) });
  }
  return null;
};
