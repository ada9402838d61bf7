import type { ExpressionSyntaxError } from '@quire/expressions';
import type { Value } from '@quire/expressions';
import { loopVariable, isKeyword } from '@quire/expressions';
import { parseCalculation, parseExpression } from '@quire/expressions';
import { checkFilter, checkFilterChain } from '../filters/check-filter';
import { isFilterName } from '../filters/filter-names';
import type { TemplateErrorCode } from '../diagnostic';
import { nameReference, type ConditionSyntax, type FilterArgument, type FilterCall, type NameReference, type TagSyntax } from './tag-syntax';
import type { NameKey } from '../name-key';

export interface TagProblem {
  readonly code: TemplateErrorCode;
  readonly message: string;
  /** Offset of the problem inside the tag's inner text. */
  readonly offset: number;
}

/**
 * A tag read, or its problems. A block tag whose argument cannot be read (`{{#if age >=}}`) is
 * still known to open (or continue) a block: `recovered` is what it stands for, so that its
 * closing tag is not reported as unmatched too.
 */
export type ParsedTag =
  | { readonly ok: true; readonly syntax: TagSyntax }
  | { readonly ok: false; readonly problems: readonly TagProblem[]; readonly recovered?: TagSyntax };

// Word's typographic quotes and non-breaking spaces, read as what the author meant. One character for one, so offsets hold.
const TYPOGRAPHIC = /[\u201c\u201d\u201e\u201f\u2033\u2018\u2019\u201a\u201b\u2032\u00a0\u2007\u202f]/g;
const PLAIN: Readonly<Record<string, string>> = {
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"', '\u2033': '"',
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'",
  '\u00a0': ' ', '\u2007': ' ', '\u202f': ' ',
};
export const normalizeTagText = (inner: string): string => inner.replace(TYPOGRAPHIC, (character) => PLAIN[character] ?? character);

const fail = (code: TemplateErrorCode, message: string, offset: number): ParsedTag => ({ ok: false, problems: [{ code, message, offset }] });
const success = (syntax: TagSyntax): ParsedTag => ({ ok: true, syntax });
/** The name of a block tag whose argument could not be read. */
const NO_NAME: NameReference = { text: '', key: '', path: undefined, headKey: undefined };
const UNREAD: ConditionSyntax = { kind: 'name', name: NO_NAME };
/** A block tag's problem, the block still opened (or continued) so that the rest pairs as written. */
const failedBlock = (recovered: TagSyntax, problems: readonly TagProblem[]): ParsedTag => ({ ok: false, problems, recovered });

/** Reads the text between `{{` and `}}`; the names it holds are keyed by `nameKey`. */
export const parseTag = (inner: string, nameKey: NameKey): ParsedTag => {
  const text = normalizeTagText(inner);
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  if (body.length === 0) return fail('empty_tag', 'The tag "{{}}" is empty: write a name inside, as in {{client_name}}.', 0);
  const breakAt = body.search(/[\t\n]/);
  if (breakAt !== -1) return fail('tag_spans_line_break', `The tag "{{${body.replace(/[\t\n]/g, ' ')}}}" holds a tab or line break; keep a tag on one line.`, lead + breakAt);
  const first = body[0];
  if (first === '!') return success({ kind: 'comment' });
  if (first === '>') return parseSnippet(body.slice(1), lead + 1);
  if (first === '#') return parseOpeningBlock(body.slice(1), lead + 1, nameKey);
  if (first === '/') return parseClosingBlock(body.slice(1), lead + 1, body);
  const elseMatch = /^else\b/i.exec(body);
  if (elseMatch !== null) return parseElse(body.slice(4), lead + 4, nameKey);
  return parseField(body, lead, nameKey);
};

const parseSnippet = (rest: string, offset: number): ParsedTag => {
  const name = rest.trim().replace(/\s+/g, ' ');
  if (name.length === 0) return fail('invalid_name', 'The snippet tag "{{>}}" names no snippet: write {{> Snippet Name}}.', offset);
  if (/[{}|]/.test(name)) return fail('invalid_name', `The snippet name "${name}" may not hold braces or "|".`, offset);
  return success({ kind: 'snippet', name });
};

const parseOpeningBlock = (rest: string, offset: number, nameKey: NameKey): ParsedTag => {
  const match = /^(\w*)\s*/.exec(rest);
  const keyword = (match?.[1] ?? '').toLowerCase();
  const argument = rest.slice(match?.[0].length ?? 0);
  const argumentOffset = offset + (match?.[0].length ?? 0);
  if (keyword === 'if') {
    const unread: TagSyntax = { kind: 'if', condition: UNREAD };
    if (argument.trim().length === 0) return failedBlock(unread, [{ code: 'bad_expression', message: 'The tag "{{#if}}" has no condition: write {{#if married}} or {{#if client_age >= 18}}.', offset }]);
    const condition = parseCondition(argument, argumentOffset, nameKey);
    return condition.ok ? success({ kind: 'if', condition: condition.condition }) : failedBlock(unread, [condition.problem]);
  }
  if (keyword === 'each') {
    const words = argument.trim();
    const unread: TagSyntax = { kind: 'each', target: NO_NAME, restart: false };
    if (words.length === 0) return failedBlock(unread, [{ code: 'invalid_name', message: 'The tag "{{#each}}" names no list: write {{#each children}}.', offset }]);
    const restartMatch = /\s+restart$/i.exec(words);
    const targetText = restartMatch === null ? words : words.slice(0, restartMatch.index);
    const target = checkName(targetText, argumentOffset, nameKey);
    return target.ok ? success({ kind: 'each', target: target.name, restart: restartMatch !== null }) : failedBlock(unread, [target.problem]);
  }
  return fail('unknown_block', `"{{#${rest.trim()}}}" is not a block: blocks are {{#if condition}} and {{#each list}}.`, offset);
};

const parseClosingBlock = (rest: string, offset: number, body: string): ParsedTag => {
  const keyword = rest.trim().toLowerCase();
  if (keyword === 'if') return success({ kind: 'endIf' });
  if (keyword === 'each') return success({ kind: 'endEach' });
  return fail('unknown_block', `"{{${body}}}" closes no block: write {{/if}} or {{/each}}.`, offset);
};

const parseElse = (rest: string, offset: number, nameKey: NameKey): ParsedTag => {
  if (rest.trim().length === 0) return success({ kind: 'else' });
  const ifMatch = /^\s+if\b\s*/i.exec(rest);
  if (ifMatch === null) return fail('unknown_block', `"{{else${rest}}}" is not understood: write {{else}} or {{else if condition}}.`, offset);
  const argument = rest.slice(ifMatch[0].length);
  const unread: TagSyntax = { kind: 'elseIf', condition: UNREAD };
  if (argument.trim().length === 0) return failedBlock(unread, [{ code: 'bad_expression', message: 'The tag "{{else if}}" has no condition: write {{else if separated}}.', offset }]);
  const condition = parseCondition(argument, offset + ifMatch[0].length, nameKey);
  return condition.ok ? success({ kind: 'elseIf', condition: condition.condition }) : failedBlock(unread, [condition.problem]);
};

type Checked<T, K extends string> = ({ readonly ok: true } & { readonly [key in K]: T }) | { readonly ok: false; readonly problem: TagProblem };

const NAME_FORBIDDEN = /[{}|`]/;

const checkName = (raw: string, offset: number, nameKey: NameKey): Checked<NameReference, 'name'> => {
  const name = nameReference(raw, nameKey);
  const at = offset + (raw.length - raw.trimStart().length);
  if (name.text.length === 0) return { ok: false, problem: { code: 'invalid_name', message: 'A name is missing here.', offset: at } };
  if (NAME_FORBIDDEN.test(name.text)) {
    return { ok: false, problem: { code: 'invalid_name', message: `"${name.text}" is not a name: names may not hold braces, backticks or "|".`, offset: at } };
  }
  if (name.text.startsWith('@')) {
    const variable = loopVariable(name.text);
    if (variable === undefined) {
      return { ok: false, problem: { code: 'invalid_name', message: `"${name.text}" is not a loop variable: they are @index, @number, @first, @last and @count.`, offset: at } };
    }
    return { ok: true, name: nameReference(variable, nameKey) };
  }
  return { ok: true, name };
};

// A condition that is a name with spaces (an alias synonym such as "Has Partner") rather than an expression.
const PLAIN_NAME = /^[^"'`<>=!()[\]{}|,]+$/;

const parseCondition = (raw: string, offset: number, nameKey: NameKey): Checked<ConditionSyntax, 'condition'> => {
  const text = raw.trim();
  const at = offset + (raw.length - raw.trimStart().length);
  if (text.startsWith('@')) {
    const name = checkName(text, at, nameKey);
    return name.ok ? { ok: true, condition: { kind: 'name', name: name.name } } : name;
  }
  const parsed = parseExpression(text);
  if (parsed.ok) {
    return parsed.value.kind === 'truthy'
      ? { ok: true, condition: { kind: 'name', name: nameReference(parsed.value.name, nameKey) } }
      : { ok: true, condition: { kind: 'expression', text, expr: parsed.value } };
  }
  if (PLAIN_NAME.test(text) && !text.split(/\s+/).some(isKeyword) && !looksLikeCalculation(text)) return { ok: true, condition: { kind: 'name', name: nameReference(text, nameKey) } };
  return { ok: false, problem: expressionProblem('condition', text, parsed.error, at) };
};

/** A name such as "Petitioner Name" or "Fee (USD)" is no calculation; "qty *", "a - b" and "sqrt(x)" are meant as one. */
const looksLikeCalculation = (text: string): boolean => /[*/+]|\s-\s|(?:^|[^\w.])[A-Za-z_]\w*\(/.test(text);

const expressionProblem = (what: 'condition' | 'calculation', text: string, error: ExpressionSyntaxError, at: number): TagProblem => ({
  code: error.reason === 'unknownFunction' ? 'unknown_function' : error.reason === 'wrongArity' ? 'wrong_arity' : 'bad_expression',
  message: `The ${what} "${text}" cannot be read: ${lowerFirst(error.message)}.`.replace(/\.\.$/, '.'),
  offset: at + error.position,
});

/**
 * A field's head: a name (as always: `client_name`, `Petitioner Name`, `e-mail`), or a
 * calculation (`qty * unit_price`, `sum(items, "amount")`). What reads as a lone name or literal
 * stays a name; what fails to read is a name unless it looks like a calculation.
 */
const readFieldHead = (raw: string, offset: number, nameKey: NameKey): Checked<{ readonly name: NameReference; readonly calculation?: Value }, 'head'> => {
  const text = raw.trim();
  const parsed = parseCalculation(text);
  if (parsed.ok && parsed.value.kind !== 'name' && parsed.value.kind !== 'literal') return { ok: true, head: { name: nameReference(text, nameKey), calculation: parsed.value } };
  if (!parsed.ok && looksLikeCalculation(text)) return { ok: false, problem: expressionProblem('calculation', text, parsed.error, offset + (raw.length - raw.trimStart().length)) };
  const name = checkName(raw, offset, nameKey);
  return name.ok ? { ok: true, head: { name: name.name } } : name;
};

const lowerFirst = (text: string): string => (text.length > 0 ? text[0]?.toLowerCase() + text.slice(1) : text);

/** Splits on `separator` outside quotes; answers each piece with its offset. */
const splitOutsideQuotes = (text: string, separator: string): { readonly piece: string; readonly offset: number }[] => {
  const pieces: { piece: string; offset: number }[] = [];
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quote !== '') {
      if (character === '\\') index++;
      else if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === separator) {
      pieces.push({ piece: text.slice(start, index), offset: start });
      start = index + 1;
    }
  }
  pieces.push({ piece: text.slice(start), offset: start });
  return pieces;
};

const parseField = (body: string, offset: number, nameKey: NameKey): ParsedTag => {
  // A name never holds "|" (but may hold an apostrophe, as in "Client's Name"): only the filters have quoted texts.
  const bar = body.indexOf('|');
  const head = bar === -1 ? body : body.slice(0, bar);
  const filterPieces = bar === -1 ? [] : splitOutsideQuotes(body.slice(bar + 1), '|').map((piece) => ({ piece: piece.piece, offset: piece.offset + bar + 1 }));
  const name = readFieldHead(head, offset, nameKey);
  const problems: TagProblem[] = name.ok ? [] : [name.problem];
  const filters: FilterCall[] = [];
  for (const { piece, offset: pieceOffset } of filterPieces) {
    const filter = parseFilter(piece, offset + pieceOffset);
    if (filter.ok) filters.push(filter.filter);
    else problems.push(filter.problem);
  }
  const chain = checkFilterChain(filters.map((filter) => filter.name));
  if (chain !== undefined) problems.push({ code: 'misplaced_filter', message: chain, offset: offset + bar });
  if (problems.length > 0 || !name.ok) return { ok: false, problems };
  const { calculation } = name.head;
  return success(calculation === undefined ? { kind: 'field', name: name.head.name, filters } : { kind: 'field', name: name.head.name, filters, calculation });
};

const parseFilter = (raw: string, offset: number): Checked<FilterCall, 'filter'> => {
  const at = offset + (raw.length - raw.trimStart().length);
  const text = raw.trim();
  const match = /^([A-Za-z_][\w]*)\s*(?::(.*))?$/s.exec(text);
  if (match === null) {
    return { ok: false, problem: { code: 'unknown_filter', message: `"${text}" after "|" is not a filter: write a filter name, as in | upper or | date: "d MMMM yyyy".`, offset: at } };
  }
  const name = (match[1] ?? '').toLowerCase();
  const args: FilterArgument[] = [];
  if (match[2] !== undefined) {
    const argsOffset = at + text.indexOf(':') + 1;
    for (const { piece, offset: argOffset } of splitOutsideQuotes(match[2], ',')) {
      const arg = parseArgument(piece);
      if (arg === undefined) {
        return {
          ok: false,
          problem: { code: 'bad_filter_arguments', message: `The argument "${piece.trim()}" of filter "${name}" is not a quoted text, a number, true or false.`, offset: argsOffset + argOffset },
        };
      }
      args.push(arg);
    }
  }
  const problem = checkFilter(name, args);
  if (problem !== undefined) return { ok: false, problem: { code: isFilterName(name) ? 'bad_filter_arguments' : 'unknown_filter', message: problem, offset: at } };
  return { ok: true, filter: { name, args } };
};

const parseArgument = (raw: string): FilterArgument | undefined => {
  const text = raw.trim();
  const quote = text[0];
  if ((quote === '"' || quote === "'") && text.length >= 2 && text.endsWith(quote)) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  if (/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return Number(text);
  if (/^(true|false)$/i.test(text)) return text.toLowerCase();
  return undefined;
};
