/** A `{{ ... }}` found in a paragraph's text; indexes are into that text, `end` exclusive. */
export interface FoundTag {
  readonly start: number;
  readonly end: number;
  /** The text between the braces, as written. */
  readonly inner: string;
}

export type TagScanProblem = {
  readonly code: 'unterminated_tag' | 'stray_closing_braces';
  readonly start: number;
  readonly message: string;
};

/** How many backslashes come right before `at`. */
const backslashesBefore = (text: string, at: number): number => {
  let count = 0;
  while (at - count - 1 >= 0 && text.charCodeAt(at - count - 1) === 92 /* \ */) count++;
  return count;
};

/**
 * Finds the tags of one paragraph's text, and every `{{` without its `}}` or `}}` without its `{{`.
 * Literal braces (docs/template-language.md#literal-braces), as in Handlebars: `\{{` is a literal `{{`, and so is the text after
 * it up to its `}}` when no `{{` comes first (`\{{name}}` shows `{{name}}`); `\}}` is a literal
 * `}}`; `\\{{` is a backslash before a tag. `escapes` are the backslashes that go from the output.
 */
export const scanTags = (text: string): { readonly tags: FoundTag[]; readonly problems: TagScanProblem[]; readonly escapes: number[] } => {
  const tags: FoundTag[] = [];
  const problems: TagScanProblem[] = [];
  const escapes: number[] = [];
  // Of n backslashes before braces, every other one goes (n / 2 stay, as written twice); an odd one out escapes the braces.
  const escaped = (at: number): boolean => {
    const count = backslashesBefore(text, at);
    for (let back = 1; back <= count; back += 2) escapes.push(at - back);
    return count % 2 === 1;
  };
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    const stray = text.indexOf('}}', from);
    if (stray !== -1 && (open === -1 || stray < open)) {
      if (!escaped(stray)) problems.push({ code: 'stray_closing_braces', start: stray, message: '"}}" has no matching "{{" before it in this paragraph.' });
      from = stray + 2;
      continue;
    }
    if (open === -1) break;
    if (escaped(open)) {
      const close = text.indexOf('}}', open + 2);
      const next = text.indexOf('{{', open + 2);
      if (close !== -1 && (next === -1 || close < next)) {
        escaped(close);
        from = close + 2;
      } else from = open + 2;
      continue;
    }
    const close = text.indexOf('}}', open + 2);
    const nextOpen = text.indexOf('{{', open + 2);
    if (close === -1) {
      problems.push({ code: 'unterminated_tag', start: open, message: `The tag "${excerptFrom(text, open)}" is not closed with "}}" in this paragraph.` });
      break;
    }
    if (nextOpen !== -1 && nextOpen < close) {
      problems.push({ code: 'unterminated_tag', start: open, message: `The tag "${text.slice(open, nextOpen)}" is not closed with "}}" before the next "{{".` });
      from = nextOpen;
      continue;
    }
    tags.push({ start: open, end: close + 2, inner: text.slice(open + 2, close) });
    from = close + 2;
  }
  return { tags, problems, escapes: escapes.sort((a, b) => a - b) };
};

const excerptFrom = (text: string, start: number): string => {
  const rest = text.slice(start);
  return rest.length > 40 ? `${rest.slice(0, 40)}…` : rest;
};
