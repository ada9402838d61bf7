import type { Expr } from '@quire/expressions/expression';

/** One alias of a tenant, as the engine needs it (SPEC 2). */
export interface VocabularyAlias {
  readonly name: string;
  readonly type: 'text' | 'number' | 'currency' | 'date' | 'boolean' | 'choice' | 'list';
  readonly synonyms: readonly string[];
  readonly format?: string;
  readonly itemFields?: readonly string[];
}

/** One conditional rule of a tenant (SPEC 2), its expression already parsed. */
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

/** Lookups by name key (normalizeName): aliases by name and by every synonym, rules by name (index-vocabulary.ts). */
export interface VocabularyIndex {
  readonly aliasOf: (key: string) => VocabularyAlias | undefined;
  readonly ruleOf: (key: string) => VocabularyRule | undefined;
}
