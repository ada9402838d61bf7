import type { CalculationWarningCode } from '@quire/expressions';
import type { DocxLimits } from '../package/docx-limits';
import type { CompiledTemplate } from '../compile/compiled-template';
import type { Diagnostic } from '../diagnostic';
import type { Vocabulary } from '../vocabulary/vocabulary';
import type { PictureWarningCode } from '../pictures/picture-warnings';

export type MissingValueMode = 'blank' | 'highlight' | 'keep' | 'error';

export interface RenderOptions {
  readonly vocabulary?: Vocabulary;
  /** What a field without a value becomes (docs/template-language.md#missing-values); `blank` by default. */
  readonly missing?: MissingValueMode;
  /** BCP 47; `en-US` by default. */
  readonly locale?: string;
  /** IANA zone; `UTC` by default. `today()` in calculations is the day of `now` in this zone. */
  readonly timeZone?: string;
  /** The moment calculations call today (docs/template-language.md#calculations); the time of the render by default. */
  readonly now?: Date;
  /** Most repeat iterations in one render, all repeats together (100,000; docs/limits.md#generation). */
  readonly maxRepeatIterations?: number;
  /** Largest output: rendered XML (characters) and the .docx (bytes) (200 MiB; docs/limits.md#generation). */
  readonly maxOutputBytes?: number;
  /** Most lists and objects nested in one another in the data (ADR 0043: 64). */
  readonly maxDataDepth?: number;
  /** Most tables nested in one another in what the render writes, snippets and styled values included (ADR 0043: 16, as for a template). */
  readonly maxTableNesting?: number;
  /** Most keys of objects and items of lists in the data, in all (ADR 0043: 100,000). */
  readonly maxDataKeys?: number;
  /** Longest text the `markdown` and `html` filters read, in characters (docs/template-language.md#styled-text-and-links): 1,000,000 by default. */
  readonly maxStyledTextLength?: number;
  /** Most elements (HTML) or blocks and spans (markdown) nested in one another in such a text: 32 by default. */
  readonly maxStyledTextDepth?: number;
  /** Largest picture from data, in bytes (10 MiB; docs/template-language.md#pictures); a larger one is left out with a warning. */
  readonly maxPictureBytes?: number;
  /** Most pixels in a picture from data (50 million); a larger one is left out with a warning. */
  readonly maxPicturePixels?: number;
  /** Largest total of the pictures from data one document stores (50 MiB; docs/template-language.md#pictures); past it, pictures are left out with a warning. */
  readonly maxDocumentPictureBytes?: number;
  /** Most different pictures from data one document stores (1,000; the same picture placed again counts once); past it, pictures are left out with a warning. */
  readonly maxDocumentPictures?: number;
  /** Keep filled content controls as controls (their content the value), so the document can be filled again (docs/template-language.md#word-native-markers-content-controls-bookmarks-mergefields). */
  readonly keepContentControls?: boolean;
  /** Ask Word to refresh the document's fields (table of contents, page references) when it opens: `w:updateFields` in its settings. */
  readonly updateFields?: boolean;
  /**
   * Snippets (`{{> Name}}`), by name (docs/template-language.md#snippets): the snippet compiled (the service caches compiled
   * snippets by SHA-256), or its bytes (compiled once per render), or undefined when there is none.
   * Without a resolver, a template that inserts a snippet fails with `snippet_unavailable`.
   */
  readonly resolveSnippet?: (name: string) => SnippetSource | undefined;
}

export const DEFAULT_MAX_REPEAT_ITERATIONS = 100_000;
export const DEFAULT_MAX_STYLED_TEXT_LENGTH = 1_000_000;
export const DEFAULT_MAX_STYLED_TEXT_DEPTH = 32;

/** How large and how deeply nested a value given to `markdown` or `html` may be; past either, the render is refused (`data_too_large`, `data_too_deep`). */
export interface StyledTextLimits {
  readonly maxLength: number;
  readonly maxDepth: number;
}
export const DEFAULT_MAX_OUTPUT_BYTES = 200 * 1024 * 1024;

/** Something the render did that the caller may want to show (the Quire-Warnings header; docs/generation.md#the-answer). */
/** `name` is the field's name, or for a calculation (a division by zero, a missing or unreadable operand…; docs/template-language.md#calculations) the calculation that has no value. */
/** A picture left out (docs/template-language.md#pictures): `picture_url`, `not_a_picture`, `picture_too_large`, `too_many_pictures`, `picture_misplaced`. */
/**
 * Styled text (docs/template-language.md#styled-text-and-links): `styled_text_dropped`, content left out of a `markdown` or `html` value
 * (scripts, images, forms, links that are not web or mail addresses); `styled_text_not_inline`, a
 * value of several paragraphs (or a table) whose tag shares its paragraph, joined by line breaks;
 * `link_refused`, a `link` value that is not a web or mail address, shown as text.
 * `column_counts_differ`: the column repeats of one table made different numbers of copies (docs/template-language.md#table-columns); `name` says where the table is.
 */
export type RenderWarning = {
  readonly code: 'missing_value' | 'object_value' | 'formula_cycle' | 'column_counts_differ' | CalculationWarningCode | PictureWarningCode | StyledTextWarningCode;
  readonly name: string;
  readonly message: string;
} & Partial<WarningPlace>;

/**
 * Where a warning happened, the first time it did: the template's part and paragraph (1-based) of
 * the tag being rendered; inside a snippet, the place of the snippet's tag in the template and the
 * snippet's name.
 */
export type WarningPlace = { readonly part: string; readonly paragraph: number; readonly snippet?: string };

export type StyledTextWarningCode = 'styled_text_dropped' | 'styled_text_not_inline' | 'link_refused';

interface Place {
  readonly part: string;
  readonly paragraph: number;
}

/** Why a render produced no document. A closed union: callers switch on `code`. */
export type RenderFailure =
  | { readonly code: 'template_invalid'; readonly message: string; readonly diagnostics: readonly Diagnostic[] }
  | { readonly code: 'missing_values'; readonly message: string; readonly names: readonly string[] }
  | { readonly code: 'too_many_iterations'; readonly message: string; readonly limit: number }
  | { readonly code: 'output_too_large'; readonly message: string; readonly limit: number }
  | { readonly code: 'too_deeply_nested_tables'; readonly message: string; readonly limit: number }
  | { readonly code: 'data_too_deep' | 'data_too_large'; readonly message: string; readonly limit: number }
  | ({ readonly code: 'filter_failed'; readonly message: string; readonly name: string; readonly filter: string } & Place)
  | ({ readonly code: 'not_a_list'; readonly message: string; readonly name: string } & Place)
  | ({ readonly code: 'snippet_unavailable'; readonly message: string; readonly name: string; readonly reason: SnippetFailureReason } & Place);

/**
 * Why a snippet could not be inserted: no resolver or no snippet of that name; not a usable
 * .docx or a template with errors; snippets including each other in a circle, or nested more
 * than 8 deep; more than one paragraph where a tag inside a paragraph asks for it inline.
 */
export type SnippetFailureReason = 'not_found' | 'invalid' | 'cycle' | 'too_deep' | 'not_inline';

/** What a snippet resolver answers: a compiled snippet, or the bytes of its .docx. */
export type SnippetSource = CompiledTemplate | Uint8Array;

export type { DocxLimits };
