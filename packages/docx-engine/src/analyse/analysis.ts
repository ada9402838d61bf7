import type { Diagnostic } from '../diagnostic';

/** How often a name is used, and through which alias when it is one of that alias's synonyms. */
export interface FieldUse {
  readonly name: string;
  readonly alias?: string;
  readonly occurrences: number;
}

export interface NameUse {
  readonly name: string;
  readonly occurrences: number;
}

/** The analysis (docs/resources.md#analysis): what a template uses and every problem found, each with where it is. */
export interface Analysis {
  readonly fields: readonly FieldUse[];
  readonly rules: readonly NameUse[];
  readonly repeats: readonly NameUse[];
  readonly snippets: readonly NameUse[];
  readonly diagnostics: readonly Diagnostic[];
}
