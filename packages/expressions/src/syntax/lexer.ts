import { isValidIsoDate } from '../evaluation/calendar-date';
import { SyntaxFailure, syntaxError, type ExpressionSyntaxError } from '../expression-syntax-error';
import { checkName, KEYWORDS, loopVariable } from '../names';
import type { Keyword, Token } from './token';

const WHITESPACE = /\s/;
const WORD_START = /[A-Za-z_]/;
const WORD_CHAR = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;
const DOUBLE_QUOTES = '"\u201c\u201d\u201e';
const SINGLE_QUOTES = "'\u2018\u2019";
/**
 * A straight quote closes only at the same straight quote, so `"it’s"` keeps its apostrophe;
 * a curly quote (Word's autoformat) closes at either curly or straight quote of its kind.
 */
const closingQuotes = (opening: string): string =>
  opening === '"' ? '"' : opening === "'" ? "'" : DOUBLE_QUOTES.includes(opening) ? DOUBLE_QUOTES : SINGLE_QUOTES;
const ESCAPES: Readonly<Record<string, string>> = { '"': '"', "'": "'", '\\': '\\', n: '\n', r: '\r', t: '\t' };
const NUMBER = /[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const BARE_DATE = /([0-9]{4})-([0-9]{2})-([0-9]{2})/y;
const WORD_RUN = /[A-Za-z0-9_.@]*/y;
/** A word, with hyphens inside it (`e-mail`, `first-name`: data keys as forms write them); `qty-1` and `a - b` are subtractions. */
const WORD = /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z_][A-Za-z0-9_]*)*/y;
const NAME_SEGMENT = /(?:[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z_][A-Za-z0-9_]*)*|[0-9]+)/y;

const fail = (error: ExpressionSyntaxError): never => {
  throw new SyntaxFailure(error);
};

const matchAt = (pattern: RegExp, text: string, at: number): string | undefined => {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
};

/**
 * Reads the text form one token at a time, on demand, so that the parser reports the first
 * problem in reading order (a bad string after an earlier grammar error is never reached).
 */
export class Lexer {
  private position = 0;
  private lookahead: Token | undefined;

  constructor(private readonly text: string) {}

  peek(): Token {
    this.lookahead ??= this.read();
    return this.lookahead;
  }

  next(): Token {
    const token = this.peek();
    this.lookahead = undefined;
    return token;
  }

  private read(): Token {
    const text = this.text;
    while (this.position < text.length && WHITESPACE.test(text[this.position] as string)) this.position += 1;
    const start = this.position;
    const char = text[start];
    if (char === undefined) return { type: 'end', start, end: start, text: '' };
    if (WORD_START.test(char)) return this.readWord(start);
    if (DIGIT.test(char)) return this.readNumberOrDate(start);
    if (DOUBLE_QUOTES.includes(char) || SINGLE_QUOTES.includes(char)) return this.readString(start, closingQuotes(char));
    if (char === '`') return this.readQuotedName(start);
    if (char === '@') return this.readLoopVariable(start);
    const two = text.slice(start, start + 2);
    if (two === '!=' || two === '<=' || two === '>=' || two === '==') {
      const op = two === '!=' ? 'ne' : two === '<=' ? 'lte' : two === '>=' ? 'gte' : 'eq';
      return this.token({ type: 'operator', op, start, end: start + 2 });
    }
    if (char === '=') return this.token({ type: 'operator', op: 'eq', start, end: start + 1 });
    if (char === '<') return this.token({ type: 'operator', op: 'lt', start, end: start + 1 });
    if (char === '>') return this.token({ type: 'operator', op: 'gt', start, end: start + 1 });
    if (char === '+' || char === '-' || char === '*' || char === '/') return this.token({ type: 'arithmetic', op: char, start, end: start + 1 });
    if (char === '(' || char === ')' || char === '[' || char === ']' || char === ',') {
      return this.token({ type: 'punctuation', char, start, end: start + 1 });
    }
    const codePoint = String.fromCodePoint(text.codePointAt(start) ?? 0);
    return this.token({ type: 'unknown', start, end: start + codePoint.length });
  }

  private token<T extends { readonly start: number; readonly end: number }>(token: T): T & { readonly text: string } {
    this.position = token.end;
    return { ...token, text: this.text.slice(token.start, token.end) };
  }

  private readWord(start: number): Token {
    const text = this.text;
    let end = start + (matchAt(WORD, text, start) ?? '').length;
    while (text[end] === '.') {
      const segment = matchAt(NAME_SEGMENT, text, end + 1);
      if (segment === undefined) {
        const found = end + 1 < text.length ? `"${String.fromCodePoint(text.codePointAt(end + 1) ?? 0)}"` : 'end of input';
        fail(
          syntaxError('invalidName', end + 1, 'a name or a number after "."', found, `Expected a name or a number after "." at position ${end + 1}, found ${found}`),
        );
      } else {
        end += 1 + segment.length;
      }
    }
    const word = text.slice(start, end);
    const lower = word.toLowerCase();
    if (KEYWORDS.includes(lower)) return this.token({ type: 'keyword', keyword: lower as Keyword, start, end });
    // A function's name touches its "(": `Fee (USD)` stays a name followed by a group.
    if (text[end] === '(' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(word)) return this.token({ type: 'function', name: word, start, end });
    return this.token({ type: 'name', name: word, start, end });
  }

  private readNumberOrDate(start: number): Token {
    const text = this.text;
    const date = matchAt(BARE_DATE, text, start);
    if (date !== undefined && !WORD_CHAR.test(text[start + date.length] ?? '') && text[start + date.length] !== '.') {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      if (!isValidIsoDate(year, month, day)) {
        fail(syntaxError('invalidDate', start, 'a valid date (YYYY-MM-DD)', date));
      }
      return this.token({ type: 'string', value: date, start, end: start + date.length });
    }
    const number = matchAt(NUMBER, text, start) ?? '';
    const run = number + (matchAt(WORD_RUN, text, start + number.length) ?? '');
    if (run.length > number.length) {
      fail(syntaxError('invalidNumber', start, 'a number', `"${run}"`));
    }
    const value = Number(number);
    if (!Number.isFinite(value)) fail(syntaxError('invalidNumber', start, 'a number', `"${run}"`, `The number at position ${start} is too large`));
    return this.token({ type: 'number', value: value === 0 ? 0 : value, start, end: start + number.length });
  }

  private readString(start: number, quotes: string): Token {
    const text = this.text;
    let value = '';
    let at = start + 1;
    for (;;) {
      const char = text[at];
      if (char === undefined) {
        const closing = quotes.includes('"') ? '"' : "'";
        fail(
          syntaxError(
            'unterminatedString',
            start,
            `a closing ${closing}`,
            'end of input',
            `Expected a closing ${closing} for the string that starts at position ${start}, found end of input`,
          ),
        );
      } else if (quotes.includes(char)) {
        return this.token({ type: 'string', value, start, end: at + 1 });
      } else if (char === '\\') {
        const [decoded, length] = this.readEscape(at);
        value += decoded;
        at += length;
      } else {
        value += char;
        at += 1;
      }
    }
  }

  /** Decodes the escape at `at` (a backslash): the character and how many source characters it took. */
  private readEscape(at: number): [string, number] {
    const text = this.text;
    const letter = text[at + 1];
    const simple = letter === undefined ? undefined : ESCAPES[letter];
    if (simple !== undefined) return [simple, 2];
    if (letter === 'u') {
      const hex = text.slice(at + 2, at + 6);
      if (/^[0-9A-Fa-f]{4}$/.test(hex)) return [String.fromCharCode(parseInt(hex, 16)), 6];
    }
    const shown = letter === 'u' ? `\\u${/^[0-9A-Fa-f]{0,3}/.exec(text.slice(at + 2))?.[0] ?? ''}` : text.slice(at, at + 2);
    return fail(
      syntaxError(
        'invalidEscape',
        at,
        'an escape: \\" \\\' \\\\ \\n \\r \\t or \\uXXXX',
        letter === undefined ? 'end of input' : `"${shown}"`,
        `Expected an escape (\\" \\' \\\\ \\n \\r \\t or \\uXXXX) at position ${at}, found ${letter === undefined ? 'end of input' : `"${shown}"`}`,
      ),
    );
  }

  private readQuotedName(start: number): Token {
    const text = this.text;
    const close = text.indexOf('`', start + 1);
    const newline = text.slice(start + 1, close === -1 ? undefined : close).search(/[\r\n]/);
    if (close === -1 || newline !== -1) {
      const found = newline === -1 ? 'end of input' : 'a line break';
      fail(syntaxError('invalidName', start, 'a closing `', found, `Expected a closing \` for the name that starts at position ${start}, found ${found}`));
    }
    const checked = checkName(text.slice(start + 1, close));
    if (!checked.ok) {
      const quoted = text.slice(start, close + 1);
      const why =
        checked.problem === 'empty'
          ? 'is empty'
          : checked.problem === 'forbiddenCharacter'
            ? 'holds a character a name may not have ({ } | or a control character)'
            : 'is no loop variable (@index, @number, @first, @last, @count)';
      fail(syntaxError('invalidName', start, 'a name', quoted, `The name ${quoted} at position ${start} ${why}`));
    }
    return this.token({ type: 'name', name: checked.ok ? checked.name : '', start, end: close + 1 });
  }

  private readLoopVariable(start: number): Token {
    const word = '@' + (matchAt(/[A-Za-z0-9_]*/y, this.text, start + 1) ?? '');
    const variable = loopVariable(word);
    if (variable === undefined) {
      fail(syntaxError('unknownLoopVariable', start, 'one of @index, @number, @first, @last, @count', `"${word}"`));
    }
    return this.token({ type: 'name', name: variable ?? word, start, end: start + word.length });
  }
}
