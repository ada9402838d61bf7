import { calculate, referencedNamesOfValue, type Lookup } from '@quire/expressions';
import { isMissing } from '../filters/is-missing';
import { calculationContext, typeIn } from './calculation-scope';
import type { DataScope } from './data-scope';
import { referenceOf, type RenderState } from './render-state';
import type { VocabularyAlias } from '../vocabulary/vocabulary';

/**
 * The value of a computed alias in this render (docs/template-language.md#computed-aliases): worked out once, from the answers
 * (`data`, the top of the scopes, whatever repeat asks), in the request's time zone, the computed
 * aliases it reads first (the vocabulary's plan, made once per alias), each remembered for the rest
 * of the render. Never read from the data: a key of its name is ignored. A cycle of formulas
 * has no value and a warning naming it.
 *
 * `lookupIn` is how its formula reads names: as fields do (resolve-name.ts), and resolving a name
 * works out the computed alias it names, so the two recurse. The resolver passes its lookup in
 * (a module-level function: nothing is made per call), so that neither module imports the other.
 */
export const computedValue = (alias: VocabularyAlias, data: DataScope, state: RenderState, lookupIn: (scope: DataScope, state: RenderState) => Lookup): unknown => {
  const known = (state.computed ??= new Map());
  if (known.has(alias)) return known.get(alias);
  for (const step of state.vocabulary.formulaPlan(alias).steps) {
    if (known.has(step.alias)) continue;
    // Nothing while it is worked out: a lookup that comes back to it finds no value instead of looping.
    known.set(step.alias, undefined);
    if (step.cycle !== undefined) noteCycle(step.alias.name, step.cycle, state);
    else known.set(step.alias, calculate(step.alias.formula, lookupIn(data, state), typeIn(state), calculationContext(state)).value);
  }
  return known.get(alias);
};

const noteCycle = (name: string, cycle: readonly string[], state: RenderState): void => {
  const key = `formula_cycle:${name}`;
  if (!state.warnings.has(key)) {
    state.warnings.set(key, { code: 'formula_cycle', name, message: `The computed aliases ${cycle.join(' → ')} read each other in a circle; "${name}" has no value.` });
  }
};

/**
 * What a computed alias without a value misses, for `missing: "error"`: the answered aliases (or
 * data keys) its formula reads, through the computed aliases it reads, that have no value. None
 * when it has none for another reason (a division by zero: warned about).
 */
export const missingInputsOf = (alias: VocabularyAlias, lookup: Lookup, state: RenderState): string[] => {
  const missing: string[] = [];
  for (const step of state.vocabulary.formulaPlan(alias).steps) {
    for (const name of referencedNamesOfValue(step.alias.formula)) {
      const read = state.vocabulary.aliasOf(referenceOf(name, state).key);
      if (read?.formula !== undefined) continue;
      const shown = read?.name ?? name;
      if (!missing.includes(shown) && isMissing(lookup(name))) missing.push(shown);
    }
  }
  return missing;
};
