import * as E from 'fp-ts/Either';
import type { LibraryFieldError } from './library-errors';
import { type Checked, fail } from './library-validation';
import { nameKey } from '../names';

/** Builds the named error of one rule for a field. */
export type FieldErrorOf = (field: string, reason: string) => LibraryFieldError;

const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Characters that would end or split a template tag (`{{ ... | filter }}`). */
const TAG_SYNTAX = /[{}|]/;

/**
 * Words of the rule language (`and`, `true`...) and of block tags (`else`): a name spelled like one,
 * in any case, would read as the word in a condition or a tag, so no alias, synonym, rule or item
 * field may be one.
 */
export const RESERVED_WORDS: ReadonlyArray<string> = ['and', 'or', 'not', 'is', 'answered', 'contains', 'in', 'true', 'false', 'else'];

export const isReservedWord = (name: string): boolean => RESERVED_WORDS.includes(nameKey(name));

/** An identifier `^[A-Za-z][A-Za-z0-9_]{0,max-1}$` (alias names: 64, Word bookmark names: 40), after trimming. */
export const parseIdentifier = (field: string, raw: string, max: number): E.Either<LibraryFieldError, string> => {
  const value = raw.trim();
  const reason =
    value.length === 0
      ? 'must not be empty'
      : value.length > max
        ? `must be at most ${max} characters`
        : !/^[A-Za-z]/.test(value)
          ? 'must start with a letter'
          : !/^[A-Za-z0-9_]+$/.test(value)
            ? 'may hold only letters, digits and underscores'
            : isReservedWord(value)
              ? `must not be the reserved word "${value}"`
              : null;
  return reason === null ? E.right(value) : E.left({ _tag: 'InvalidIdentifier', field, reason });
};

/** A name that templates write inside a tag (a synonym, a snippet name): trimmed, 1..max, no braces, `|` or control characters. */
export const parseTagName = (field: string, raw: string, max: number, error: FieldErrorOf): E.Either<LibraryFieldError, string> => {
  const value = raw.trim();
  if (value.length === 0) return E.left(error(field, 'must not be empty'));
  if (value.length > max) return E.left(error(field, `must be at most ${max} characters`));
  if (TAG_SYNTAX.test(value)) return E.left(error(field, 'must not contain braces or "|"'));
  if (CONTROL.test(value)) return E.left(error(field, 'must not contain control characters'));
  return E.right(value);
};

/** A short single-line text (a choice, a tag, a format): trimmed, 1..max, no control characters. */
export const parseShortText = (field: string, raw: string, max: number, error: FieldErrorOf): E.Either<LibraryFieldError, string> => {
  const value = raw.trim();
  if (value.length === 0) return E.left(error(field, 'must not be empty'));
  if (value.length > max) return E.left(error(field, `must be at most ${max} characters`));
  if (CONTROL.test(value)) return E.left(error(field, 'must not contain control characters'));
  return E.right(value);
};

/** A free text that may be empty and span lines (a description): trimmed, at most max characters. */
export const parseFreeText = (field: string, raw: string, max: number): E.Either<LibraryFieldError, string> => {
  const value = raw.trim();
  if (value.length > max) return E.left({ _tag: 'InvalidText', field, reason: `must be at most ${max} characters` });
  if (CONTROL_BUT_WHITESPACE.test(value)) return E.left({ _tag: 'InvalidText', field, reason: 'must not contain control characters' });
  return E.right(value);
};

/**
 * Checks a list of already parsed values for repeats, compared as names are (`nameKey`);
 * each repeat is reported at its own index.
 */
export const checkUnique = (field: string, values: ReadonlyArray<string>, error: FieldErrorOf): Checked<ReadonlyArray<string>> => {
  const seen = new Map<string, number>();
  const problems: LibraryFieldError[] = [];
  values.forEach((value, index) => {
    const first = seen.get(nameKey(value));
    if (first === undefined) seen.set(nameKey(value), index);
    else problems.push(error(`${field}[${index}]`, `repeats ${field}[${first}]`));
  });
  const [head, ...tail] = problems;
  return head === undefined ? E.right(values) : E.left([head, ...tail]);
};

/** Refuses a list longer than max. */
export const checkCount = <A>(field: string, values: ReadonlyArray<A>, max: number, error: FieldErrorOf): Checked<ReadonlyArray<A>> =>
  values.length <= max ? E.right(values) : fail(error(field, `must hold at most ${max} items`));

/** Equal lists of strings, item by item. */
export const sameStrings = (a: ReadonlyArray<string> | null, b: ReadonlyArray<string> | null): boolean =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((item, index) => item === b[index]));

