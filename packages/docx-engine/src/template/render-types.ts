import type { DocxLimits } from '../package/docx-limits';
import type { Diagnostic } from './diagnostic';
import type { Vocabulary } from './vocabulary';

export type MissingValueMode = 'blank' | 'highlight' | 'keep' | 'error';

export interface RenderOptions {
  readonly vocabulary?: Vocabulary;
  /** What a field without a value becomes (SPEC 3.1); `blank` by default. */
  readonly missing?: MissingValueMode;
  /** BCP 47; `en-US` by default. */
  readonly locale?: string;
  /** IANA zone; `UTC` by default. */
  readonly timeZone?: string;
  /** Most repeat iterations in one render, all repeats together (SPEC 5: 100,000). */
  readonly maxRepeatIterations?: number;
  /** Largest output: rendered XML (characters) and the .docx (bytes) (SPEC 5: 200 MiB). */
  readonly maxOutputBytes?: number;
  /** Snippets (`{{> Name}}`), by name: part 2. Until then every snippet is a render failure. */
  readonly resolveSnippet?: (name: string) => Uint8Array | undefined;
}

export const DEFAULT_MAX_REPEAT_ITERATIONS = 100_000;
export const DEFAULT_MAX_OUTPUT_BYTES = 200 * 1024 * 1024;

/** Something the render did that the caller may want to show (SPEC 4: the Quire-Warnings header). */
export type RenderWarning = { readonly code: 'missing_value' | 'object_value'; readonly name: string; readonly message: string };

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
  | ({ readonly code: 'filter_failed'; readonly message: string; readonly name: string; readonly filter: string } & Place)
  | ({ readonly code: 'not_a_list'; readonly message: string; readonly name: string } & Place)
  | ({ readonly code: 'snippet_unavailable'; readonly message: string; readonly name: string } & Place);

export type { DocxLimits };
