import type { Expr, Value } from '@quire/expressions';
import type { NameKey } from '../name-key';

/** One alias of a tenant, as the engine needs it (docs/resources.md#aliases). */
export interface VocabularyAlias {
  readonly name: string;
  readonly type: 'text' | 'number' | 'currency' | 'date' | 'boolean' | 'choice' | 'list' | 'picture';
  readonly synonyms: readonly string[];
  readonly format?: string;
  readonly itemFields?: readonly string[];
  /**
   * A computed alias's formula (docs/template-language.md#computed-aliases), parsed: its value is worked out from the answers at
   * every render, never read from the data.
   */
  readonly formula?: Value;
}

/** One conditional rule of a tenant (docs/resources.md#conditional-rules), its expression already parsed. */
export interface VocabularyRule {
  readonly name: string;
  readonly kind: 'condition' | 'repeat';
  readonly expression: Expr | null;
  readonly repeatOver?: string;
}

/**
 * The tenant's shared vocabulary. Passed to analysis and render, never stored in a compiled
 * template, so one compiled template serves every tenant and every change of aliases and rules.
 */
export interface Vocabulary {
  readonly aliases: readonly VocabularyAlias[];
  readonly rules: readonly VocabularyRule[];
}

/** Lookups by name key: aliases by name and by every synonym, rules by name (index-vocabulary.ts). */
export interface VocabularyIndex {
  /** The key the lookups take (the compiled template's `nameKey`). */
  readonly nameKey: NameKey;
  readonly aliasOf: (key: string) => VocabularyAlias | undefined;
  readonly ruleOf: (key: string) => VocabularyRule | undefined;
  /** How to work out a computed alias: the computed aliases it needs, in dependency order, ending with itself (formula-plan.ts); made once per alias. */
  readonly formulaPlan: (alias: VocabularyAlias) => FormulaPlan;
}

/**
 * The computed aliases to work out, dependencies first, for one of them. A step on a cycle of
 * formulas (only after a forced change of the library: saving refuses cycles) has no value and
 * names its cycle (`a → b → a`).
 */
export interface FormulaPlan {
  readonly steps: readonly FormulaStep[];
}
export interface FormulaStep {
  readonly alias: VocabularyAlias & { readonly formula: Value };
  readonly cycle?: readonly string[];
}
