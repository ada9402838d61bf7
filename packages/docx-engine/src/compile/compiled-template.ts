import type { DocxPackage } from '../package/docx-package';
import type { ExternalRelationship } from '../package/relationships/relationship';
import type { Diagnostic } from '../diagnostic';
import type { NumberingDefinitions } from './numbering-definitions';
import type { IdFamily } from '../part-model/part-model';
import type { PartProgram } from '../program/program';
import type { TagUse } from '../tags/tag-use';
import type { MarkerUse } from '../markers/marker-use';
import type { NameKey } from '../name-key';

/**
 * A template read once and kept (cached by the file's SHA-256): immutable, vocabulary-free, safe
 * to render any number of times at once. Parts without tags are not in it: a render copies them
 * as the original compressed bytes.
 */
export interface CompiledTemplate {
  readonly package: DocxPackage;
  /** One program per part a render rewrites. */
  readonly programs: readonly PartProgram[];
  /** Parts every render writes the same way: .rels parts without their external relationships. */
  readonly fixedChanges: ReadonlyMap<string, string>;
  /** Problems found while compiling (all of them); any error means the template cannot render. */
  readonly diagnostics: readonly Diagnostic[];
  readonly uses: readonly TagUse[];
  /** Content controls and bookmarks with a bare name (the vocabulary decides), and markers that cannot work. */
  readonly markers?: readonly MarkerUse[];
  readonly externalRelationships: readonly ExternalRelationship[];
  /** The highest ids in use, so copies made by repeats get fresh ones. */
  readonly maxIds: Readonly<Record<IdFamily, number>>;
  /** The numbering part, read when a repeat restarts numbering (`{{#each list restart}}`). */
  readonly numbering: NumberingDefinitions | undefined;
  /** The key its names were read with (`CompileOptions.nameKey`): analysis and renders compare every other name by it. */
  readonly nameKey: NameKey;
}

export const hasErrors = (template: CompiledTemplate): boolean => template.diagnostics.some((diagnostic) => diagnostic.severity === 'error');
