/** A word of the text form, with where it sits in the source (`start` inclusive, `end` exclusive). */
export type Token =
  | (Located & { readonly type: 'name'; readonly name: string })
  | (Located & { readonly type: 'keyword'; readonly keyword: Keyword })
  | (Located & { readonly type: 'string'; readonly value: string })
  | (Located & { readonly type: 'number'; readonly value: number })
  | (Located & { readonly type: 'operator'; readonly op: 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' })
  | (Located & { readonly type: 'arithmetic'; readonly op: '+' | '-' | '*' | '/' })
  /** A word directly followed by "(": a function's name (known or not; the parser decides). */
  | (Located & { readonly type: 'function'; readonly name: string })
  | (Located & { readonly type: 'punctuation'; readonly char: '(' | ')' | '[' | ']' | ',' })
  | (Located & { readonly type: 'unknown' })
  | (Located & { readonly type: 'end' });

export type Keyword = 'and' | 'or' | 'not' | 'is' | 'answered' | 'contains' | 'in' | 'true' | 'false';

type Located = { readonly start: number; readonly end: number; readonly text: string };

const MAX_SHOWN = 30;

/** Control, format (zero-width, direction marks) and separator characters, which a message cannot show. */
const INVISIBLE = /^[\p{C}\p{Z}]/u;

const shorten = (text: string): string => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);

/** How a token is named in an error message: `"x"`, `the number 18`, `the string "a"`, `the invisible character U+200B`, `end of input`. */
export const describeToken = (token: Token): string => {
  switch (token.type) {
    case 'end':
      return 'end of input';
    case 'string':
      return `the string ${shorten(token.text)}`;
    case 'number':
      return `the number ${shorten(token.text)}`;
    case 'unknown':
      return INVISIBLE.test(token.text) ? `the invisible character U+${(token.text.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}` : `"${token.text}"`;
    default:
      return `"${shorten(token.text)}"`;
  }
};
