import type { EvaluationContext } from '@quire/expressions';
import type { StyledSession } from '../rich-text/styled-session';
import type { FilterContext } from '../filters/filter-context';
import type { NumberingDefinitions } from '../compile/numbering-definitions';
import type { OutputBuffer } from './output-buffer';
import type { DataScope } from './data-scope';
import type { ProgramNode, SnippetNode } from '../program/program';
import type { ColumnTableRender } from './column-table-render';
import type { IdFamily } from '../part-model/part-model';
import type { MissingValueMode, RenderFailure, RenderWarning, StyledTextLimits, WarningPlace } from './render-types';
import { nameReference, type NameReference } from '../tags/tag-syntax';
import type { VocabularyAlias, VocabularyIndex } from '../vocabulary/vocabulary';
import type { RenderTarget } from '../compose/render-target';
import type { PictureLimits } from '../pictures/picture-limits';
import type { PictureStore } from '../pictures/picture-store';

/**
 * Writes nodes of a program, read with `scope`: render-program.ts's renderNodes, given to the
 * state so that what a node hands nested content to (a marker, a snippet's body and notes)
 * renders it without importing the render stage that called it.
 */
export type RenderNodes = (nodes: readonly ProgramNode[], scope: DataScope, state: RenderState) => void;

/** How a render inserts snippets (`{{> Name}}`): compose/snippet-inserter.ts makes one per render. */
export interface SnippetInserter {
  insert(node: SnippetNode, scope: DataScope, state: RenderState): void;
  /**
   * Inside a snippet: the id under which the snippet's content refers to a part the render added
   * (a picture from data), related from the part the snippet goes into; undefined outside snippets.
   */
  relationshipHere(type: string, part: string, declarations: ReadonlyMap<string, string>): string | undefined;
  /** The numId to write for a list restarted inside a snippet; undefined outside snippets. */
  restartedNumId(numId: string, state: RenderState): string | undefined;
  /**
   * Inside a snippet: writes what its frame holds so far (rewritten), and answers where content
   * already in the output's own terms (styled text: the output's styles, lists, relationships)
   * goes, unrewritten: the frame's sink and the part it is inserted into. Undefined outside
   * snippets; why not, when it cannot be (in a snippet's notes, or a frame not cut to its body).
   */
  directOutput(): { readonly out: OutputBuffer; readonly part: string } | undefined | string;
}

/** Everything one render changes as it walks the programs; never shared between renders. */
export interface RenderState {
  /** Renders nested content (the same function for the whole render: nothing is made per node). */
  readonly render: RenderNodes;
  /** Where the part being rendered is written. */
  out: OutputBuffer;
  /** Bytes written by this render in all parts before the current one. */
  writtenBefore: number;
  readonly maxBytes: number;
  readonly vocabulary: VocabularyIndex;
  readonly missing: MissingValueMode;
  readonly locale: string;
  readonly timeZone: string;
  /** The moment `today()` is read at (epoch milliseconds). */
  readonly now: number;
  /** What calculations need (see calculation-scope.ts); made on first use. */
  calculation: EvaluationContext | undefined;
  /** The values of computed aliases worked out so far (computed-aliases.ts); made on first use. */
  computed: Map<VocabularyAlias, unknown> | undefined;
  iterations: number;
  readonly maxIterations: number;
  /** How many enclosing repeats are on a copy after their first: > 0 means ids must not repeat. */
  copyDepth: number;
  readonly nextId: Record<IdFamily, number>;
  readonly warnings: Map<string, RenderWarning>;
  /** Where the tag being rendered is (a warning says it); inside a snippet, the snippet's tag in the template. */
  at: WarningPlace | undefined;
  /** Inside a snippet being inserted: `at` stays the snippet tag's place. */
  inSnippet: number;
  readonly missingNames: Set<string>;
  failure: RenderFailure | undefined;
  readonly contexts: Map<VocabularyAlias | undefined, FilterContext>;
  readonly names: Map<string, NameReference>;
  /** The fresh shape numbers of the copy being written, by original (see IdFamily `shape`); made on first use. */
  shapeIds: Map<string, string> | undefined;
  /** Inside `{{#each … restart}}`: this item's new numbering instances, by original numId. */
  restartedLists: Map<string, number> | undefined;
  readonly numbering: NumberingDefinitions | undefined;
  nextNumId: number;
  /** `RenderOptions.keepContentControls`: filled content controls stay controls. */
  readonly keepContentControls?: boolean;
  /** The numbering instances this render added: new numId → abstract list. */
  readonly addedLists: { readonly numId: number; readonly abstractId: string }[];
  /** The table with a column repeat being written (innermost), if any. */
  columnTable: ColumnTableRender | undefined;
  /** Inserts snippets (src/compose); undefined when the render was given no resolver. */
  snippets: SnippetInserter | undefined;
  /** What the render adds to the package (snippets' content, pictures), made on first use. */
  readonly target: RenderTarget;
  /** The pictures placed so far (src/pictures); made on first use. */
  pictures: PictureStore | undefined;
  readonly pictureLimits: PictureLimits;
  /** Styled text's styles, lists and hyperlinks in this render: made on first use (rich-text/render-styled.ts). */
  styled: StyledSession | undefined;
  /** The size and nesting styled text may have (RenderOptions). */
  readonly styledLimits: StyledTextLimits;
}

/** A warning under its key, once per render, with where it first happened. */
export const warnOnce = (state: RenderState, key: string, warning: RenderWarning): void => {
  if (!state.warnings.has(key)) state.warnings.set(key, state.at === undefined ? warning : { ...warning, ...state.at });
};

/** Writes text (escaped already) to the part being rendered. */
export const emit = (state: RenderState, xml: string): void => {
  if (xml.length > 0) state.out.appendText(xml);
};

/** The reference of a name given as text (rule expressions, repeat lists), made once per render. */
export const referenceOf = (name: string, state: RenderState): NameReference => {
  let reference = state.names.get(name);
  if (reference === undefined) {
    reference = nameReference(name, state.vocabulary.nameKey);
    state.names.set(name, reference);
  }
  return reference;
};
