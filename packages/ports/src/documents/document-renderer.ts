import type { Diagnostic } from '@quire/domain/library/form-templates/template-analysis';
import type { AliasFormula } from '@quire/domain/library/aliases/alias-formula';
import type { AliasTerm } from '@quire/domain/library/rules/conditional-rule-references';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { RuleExpression } from '@quire/domain/library/rules/rule-expression';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';
import type { TooComplex } from './too-complex';

/**
 * A .docx known by its SHA-256. `load` reads the bytes (from the blob store) and is called only
 * when the renderer has not already compiled or kept the document with this digest: the digest is
 * the content, so a template or snippet that changes is a new key and is never served stale.
 */
export type DocumentSource = {
  readonly sha256: string;
  readonly load: () => TE.TaskEither<StorageError, Uint8Array>;
};

/** The tenant's aliases and rules as a render needs them (formats, computed aliases' formulas, and the rules' stored expressions). */
export type RenderVocabulary = {
  readonly aliases: ReadonlyArray<AliasTerm & { readonly format?: string | null; readonly formula?: AliasFormula | null }>;
  readonly rules: ReadonlyArray<Pick<ConditionalRule, 'name' | 'kind' | 'repeatOver'> & { readonly expression?: RuleExpression | null }>;
};

export type MissingValueMode = 'blank' | 'highlight' | 'keep' | 'error';

/**
 * What one render may come to, the one record of the render limits: the server
 * sets it (GENERATION_MAX_REPEATS, GENERATION_MAX_PICTURE_BYTES…), generation carries it, the
 * renderer hands it to the engine as it is. Past a picture limit the picture is left out with a
 * warning; past any other the render is refused.
 */
export type RenderLimits = {
  /** Repeat iterations of one render, all repeats together (100,000). */
  readonly maxRepeatIterations: number;
  /** Largest completed document (200 MiB). */
  readonly maxOutputBytes: number;
  /** Lists and objects nested in one another in the data (the data object is level 1; 64). */
  readonly maxDataDepth: number;
  /** Keys of objects and items of lists over the whole data (100,000). */
  readonly maxDataKeys: number;
  /** Largest picture, in bytes once decoded (10 MiB). */
  readonly maxPictureBytes: number;
  /** Most pixels in one picture, width × height (50 million). */
  readonly maxPicturePixels: number;
  /** Largest total of the different pictures one document stores (50 MiB). */
  readonly maxDocumentPictureBytes: number;
  /** Most different pictures one document stores (1,000); the same picture placed again counts once. */
  readonly maxDocumentPictures: number;
  /** Longest text the `markdown` and `html` filters read, in characters (1,000,000); past it: `data_too_large`. */
  readonly maxStyledTextLength: number;
  /** Most elements or blocks nested in one another in such a text (32); past it: `data_too_deep`. */
  readonly maxStyledTextDepth: number;
};

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  maxRepeatIterations: 100_000,
  maxOutputBytes: 200 * 1024 * 1024,
  maxDataDepth: 64,
  maxDataKeys: 100_000,
  maxPictureBytes: 10 * 1024 * 1024,
  maxPicturePixels: 50_000_000,
  maxDocumentPictureBytes: 50 * 1024 * 1024,
  maxDocumentPictures: 1_000,
  maxStyledTextLength: 1_000_000,
  maxStyledTextDepth: 32,
};

/** The generation `options` that apply to one render (docs/generation.md). */
export type RenderChoices = {
  readonly missing: MissingValueMode;
  readonly keepContentControls: boolean;
  readonly locale: string;
  readonly timeZone: string;
  /** Ask Word to refresh the fields (table of contents, page references) when it opens the document. */
  readonly updateFields?: boolean;
};

/** What one render is asked to do, and within which limits. */
export type RenderSettings = RenderChoices & RenderLimits;

export type RenderInput = {
  readonly template: DocumentSource;
  /** Every snippet the template includes, directly or through other snippets, by name as the library keeps it. */
  readonly snippets: ReadonlyArray<{ readonly name: string; readonly source: DocumentSource }>;
  /** Never changed once handed over: a renderer may remember it by identity (a changed vocabulary is a new object, as a library snapshot of a new revision is). */
  readonly vocabulary: RenderVocabulary;
  readonly data: Readonly<Record<string, unknown>>;
  readonly settings: RenderSettings;
};

/** What a render warns about; `part` and `paragraph` (1-based) say where it first happened, `snippet` when it was inside one (the place is then the snippet's tag). */
export type RenderWarning = {
  readonly code: string;
  readonly name: string;
  readonly message: string;
  readonly part?: string;
  readonly paragraph?: number;
  readonly snippet?: string;
};
export type RenderedDocument = {
  readonly bytes: Uint8Array;
  readonly warnings: ReadonlyArray<RenderWarning>;
  /** How long the engine took to render it, in milliseconds of wall time (for the request log: how much of a request was rendering). */
  readonly renderMs: number;
};

/** Where in a document a render stopped. */
export type RenderPlace = { readonly part: string; readonly paragraph: number };

/** Why a render gave no document: a closed union the application maps to its errors. */
export type RenderRefusal =
  | { readonly code: 'template_invalid'; readonly message: string; readonly diagnostics: ReadonlyArray<Diagnostic> }
  | { readonly code: 'missing_values'; readonly message: string; readonly names: ReadonlyArray<string> }
  | { readonly code: 'too_many_iterations'; readonly message: string; readonly limit: number }
  | { readonly code: 'output_too_large'; readonly message: string; readonly limit: number }
  | { readonly code: 'too_deeply_nested_tables'; readonly message: string; readonly limit: number }
  | { readonly code: 'data_too_deep' | 'data_too_large'; readonly message: string; readonly limit: number }
  | ({ readonly code: 'filter_failed' | 'not_a_list' | 'snippet_unavailable'; readonly message: string; readonly name: string } & RenderPlace);

/** The template could not be read, the engine refused the render, or the render passed its time or memory limit and was stopped. */
export type RenderFailure = StorageError | { readonly _tag: 'RenderRefused'; readonly refusal: RenderRefusal } | TooComplex;

/** Documents cannot be merged into one: one cannot be read, the result would pass the output limit, or the merge passed its time or memory limit. */
export type MergeFailure = { readonly code: 'merge_failed'; readonly message: string } | { readonly code: 'output_too_large'; readonly limit: number } | TooComplex;

/** Fills templates through the document engine (docs/generation.md#one-document), keeping compiled templates by SHA-256. */
export interface DocumentRenderer {
  /** How deep snippets may include snippets (8, the engine's own limit; docs/template-language.md#snippets): the generation reads the library no deeper. */
  readonly maxSnippetDepth: number;
  /** Renders the template with the data; loads a source's bytes only when they are not already kept. */
  render(input: RenderInput): TE.TaskEither<RenderFailure, RenderedDocument>;
  /** One document of several, each starting on a new page with its own headers, footers and page setup (a merged packet). */
  merge(documents: ReadonlyArray<Uint8Array>, options: { readonly maxOutputBytes: number }): TE.TaskEither<MergeFailure, Uint8Array>;
}
