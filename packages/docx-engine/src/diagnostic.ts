/** Problems that make a template unable to render (the upload answers 422; docs/resources.md#analysis). */
export type TemplateErrorCode =
  | 'empty_tag'
  | 'unterminated_tag'
  | 'stray_closing_braces'
  | 'tag_spans_line_break'
  | 'invalid_name'
  | 'unknown_filter'
  | 'bad_filter_arguments'
  | 'misplaced_filter'
  | 'bad_expression'
  | 'unknown_function'
  | 'wrong_arity'
  | 'unknown_block'
  | 'unclosed_block'
  | 'unmatched_closing_tag'
  | 'mismatched_closing_tag'
  | 'misplaced_else'
  | 'block_crosses_container'
  | 'blocks_overlap'
  | 'else_in_table_row_block'
  | 'column_repeat_unaligned'
  | 'blocks_too_deep'
  | 'unsupported_structure';

/** Problems worth showing that do not stop a render. */
/** `unknown_snippet` is reported by the service, which knows the snippet library. */
/** `unknown_marker`: a content control named as nothing known; `ignored_marker`: a marker that cannot work (see the message). */
/** `calculation_type`: the alias types show a calculation cannot work (`start + 1` where `start` is a date). */
/** `picture_without_image`: a `picture` alias written as a plain field, which places nothing (docs/template-language.md#pictures). */
export type TemplateWarningCode = 'unknown_name' | 'unknown_snippet' | 'external_relationship' | 'unknown_marker' | 'ignored_marker' | 'calculation_type' | 'picture_without_image';

export type Diagnostic =
  | { readonly severity: 'error'; readonly code: TemplateErrorCode; readonly message: string; readonly part: string; readonly paragraph: number; readonly excerpt: string }
  | { readonly severity: 'warning'; readonly code: TemplateWarningCode; readonly message: string; readonly part: string; readonly paragraph: number; readonly excerpt: string };

/** Where something is in a template: the part, the 1-based paragraph number in it (0 when not in a paragraph) and the text around. */
export interface Location {
  readonly part: string;
  readonly paragraph: number;
  readonly excerpt: string;
}

const EXCERPT_RADIUS = 40;

/**
 * The paragraph's text around `at`, shortened with "…" on the sides it was cut. The window is cut
 * before tabs and breaks are flattened, so a diagnostic costs the same in a paragraph of any length.
 */
export const excerptAround = (text: string, at: number): string => {
  const start = text.length <= EXCERPT_RADIUS * 2 ? 0 : Math.max(0, Math.min(at - EXCERPT_RADIUS, text.length - EXCERPT_RADIUS * 2));
  const end = Math.min(text.length, start + EXCERPT_RADIUS * 2);
  const window = text.slice(start, end).replace(/[\t\n]/g, ' ');
  return `${start > 0 ? '…' : ''}${window}${end < text.length ? '…' : ''}`;
};

export const templateError = (code: TemplateErrorCode, message: string, location: Location): Diagnostic => ({ severity: 'error', code, message, ...location });
export const templateWarning = (code: TemplateWarningCode, message: string, location: Location): Diagnostic => ({ severity: 'warning', code, message, ...location });

/** Content inside mc:Fallback repeats mc:Choice: its problems are reported once. */
export const reportedOnce = (diagnostics: readonly Diagnostic[]): Diagnostic[] => {
  const seen = new Set<string>();
  return diagnostics.filter((diagnostic) => {
    const key = `${diagnostic.severity}|${diagnostic.code}|${diagnostic.part}|${diagnostic.message}|${diagnostic.excerpt}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
