import type { Value } from '@quire/expressions';
import { referencedNamesOfValue } from '@quire/expressions';
import type { NameKey } from '../name-key';
import type { FormulaPlan, FormulaStep, VocabularyAlias } from './vocabulary';

type Computed = VocabularyAlias & { readonly formula: Value };

/** A computed alias: one with a formula. */
export const isComputed = (alias: VocabularyAlias | undefined): alias is Computed => alias?.formula !== undefined;

/** The computed aliases a formula reads, once each: a name whole, else the first segment of a dotted path (as fields resolve). */
const dependenciesOf = (alias: Computed, aliasOf: (key: string) => VocabularyAlias | undefined, nameKey: NameKey): Computed[] => {
  const found = new Set<Computed>();
  for (const name of referencedNamesOfValue(alias.formula)) {
    const read = aliasOf(nameKey(name)) ?? (name.includes('.') ? aliasOf(nameKey(name.slice(0, name.indexOf('.')))) : undefined);
    if (isComputed(read)) found.add(read);
  }
  return [...found];
};

/**
 * The plan of a computed alias: a depth-first walk over the formulas it reads, with its own stack
 * (a long chain of formulas cannot exhaust the call stack), each alias written after what it reads.
 * A formula met again while its own walk is open closes a cycle: every alias on it is a step
 * without a value, naming the cycle.
 */
export const formulaPlan = (target: Computed, aliasOf: (key: string) => VocabularyAlias | undefined, nameKey: NameKey): FormulaPlan => {
  const steps: FormulaStep[] = [];
  const cycles = new Map<Computed, readonly string[]>();
  const done = new Set<Computed>();
  const open: Array<{ readonly alias: Computed; readonly next: Computed[] }> = [{ alias: target, next: dependenciesOf(target, aliasOf, nameKey) }];
  const opened = new Set<Computed>([target]);
  while (open.length > 0) {
    const top = open[open.length - 1] as (typeof open)[number];
    const next = top.next.shift();
    if (next === undefined) {
      open.pop();
      opened.delete(top.alias);
      done.add(top.alias);
      const cycle = cycles.get(top.alias);
      steps.push(cycle === undefined ? { alias: top.alias } : { alias: top.alias, cycle });
      continue;
    }
    if (done.has(next)) continue;
    if (opened.has(next)) {
      const from = open.findIndex((step) => step.alias === next);
      const circle = open.slice(from).map((step) => step.alias);
      const cycle = [...circle.map((alias) => alias.name), next.name];
      for (const alias of circle) if (!cycles.has(alias)) cycles.set(alias, cycle);
      continue;
    }
    opened.add(next);
    open.push({ alias: next, next: dependenciesOf(next, aliasOf, nameKey) });
  }
  return { steps };
};
