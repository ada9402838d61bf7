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

/** Finds the tags of one paragraph's text, and every `{{` without its `}}` or `}}` without its `{{`. */
export const scanTags = (text: string): { readonly tags: FoundTag[]; readonly problems: TagScanProblem[] } => {
  const tags: FoundTag[] = [];
  const problems: TagScanProblem[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    const stray = text.indexOf('}}', from);
    if (stray !== -1 && (open === -1 || stray < open)) {
      problems.push({ code: 'stray_closing_braces', start: stray, message: '"}}" has no matching "{{" before it in this paragraph.' });
      from = stray + 2;
      continue;
    }
    if (open === -1) break;
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
  return { tags, problems };
};

const excerptFrom = (text: string, start: number): string => {
  const rest = text.slice(start);
  return rest.length > 40 ? `${rest.slice(0, 40)}…` : rest;
};
