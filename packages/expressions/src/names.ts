import { LOOP_VARIABLES } from './expression';

/** Words of the text form; a name spelled like one (in any case) must be written in backticks. */
export const KEYWORDS: readonly string[] = ['and', 'or', 'not', 'is', 'answered', 'contains', 'in', 'true', 'false'];

const BARE_NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+))*$/;

/** Characters a name may never hold: they would break a `{{ }}` tag or the backtick quoting. */
const FORBIDDEN_IN_NAME = /[`{}|\u0000-\u001f\u007f]/;

export const isKeyword = (word: string): boolean => KEYWORDS.includes(word.toLowerCase());

/** Whether the text form can show this name without backticks. */
export const isBareName = (name: string): boolean => LOOP_VARIABLES.includes(name) || (BARE_NAME.test(name) && !isKeyword(name));

/** The canonical spelling of a loop variable (`@Last` is `@last`), or undefined for any other word. */
export const loopVariable = (word: string): string | undefined => LOOP_VARIABLES.find((variable) => variable === word.toLowerCase());

export type NameProblem = 'empty' | 'forbiddenCharacter' | 'unknownLoopVariable';

/**
 * Checks a name given in backticks or as a JSON `alias`: trimmed, not empty, none of ` { } |
 * or control characters; a name starting with "@" must be a loop variable.
 */
export const checkName = (raw: string): { readonly ok: true; readonly name: string } | { readonly ok: false; readonly problem: NameProblem } => {
  const name = raw.trim();
  if (name.length === 0) return { ok: false, problem: 'empty' };
  if (FORBIDDEN_IN_NAME.test(name)) return { ok: false, problem: 'forbiddenCharacter' };
  if (name.startsWith('@')) {
    const variable = loopVariable(name);
    return variable === undefined ? { ok: false, problem: 'unknownLoopVariable' } : { ok: true, name: variable };
  }
  return { ok: true, name };
};
