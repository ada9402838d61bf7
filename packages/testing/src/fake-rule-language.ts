import type { RuleExpression } from '@quire/domain/library/rules/rule-expression';
import type { AliasFormatChecker } from '@quire/ports/library/alias-format-checker';
import type { ExpressionInvalid, RuleLanguage } from '@quire/ports/library/rule-language';
import * as E from 'fp-ts/Either';

const WORDS = new Set(['and', 'or', 'not', 'is', 'answered', 'true', 'false', 'in', 'contains']);

const FUNCTIONS = new Set(['sum', 'count', 'round', 'today', 'add_days']);

const parse = (text: string, of: 'rule' | 'formula'): E.Either<ExpressionInvalid, RuleExpression> => {
  const at = text.indexOf('@@');
  if (at !== -1) return E.left({ _tag: 'ExpressionInvalid', ...(of === 'rule' ? {} : { of }), form: 'text', message: `expected a name at ${at}`, position: at, expected: 'a name', found: '@@' });
  const words = [...text.replace(/"[^"]*"/g, '').matchAll(/`([^`]*)`|([A-Za-z_][A-Za-z0-9_.]*)/g)].flatMap((match) => (match[1] !== undefined ? [match[1]] : WORDS.has((match[2] ?? '').toLowerCase()) || FUNCTIONS.has(match[2] ?? '') ? [] : [match[2] ?? '']));
  const names = [...new Set(words)];
  return E.right({ text: text.trim().replace(/\s+/g, ' '), json: { names }, names });
};

const fromJson = (json: unknown, of: 'rule' | 'formula'): E.Either<ExpressionInvalid, RuleExpression> => {
  const names = (json as { names?: unknown }).names;
  if (!Array.isArray(names)) return E.left({ _tag: 'ExpressionInvalid', ...(of === 'rule' ? {} : { of }), form: 'json', message: 'expected names', path: '$.names' });
  return E.right({ text: names.join(of === 'rule' ? ' and ' : ' + '), json: { names }, names: names.map(String) });
};

/**
 * A stand-in for the rule language: names are the identifiers of the text (words of the language,
 * function names and quoted strings aside; names in backticks whole), the canonical text is the text with single
 * spaces, and `@@` is a syntax error at its position. The JSON form is `{ "names": [...] }`. A
 * formula is read the same way; one that starts with `add_days(` gives a date, and any other a
 * number, which only number, currency and text aliases hold.
 */
export const fakeRuleLanguage: RuleLanguage = {
  parse: (text) => parse(text, 'rule'),
  fromJson: (json) => fromJson(json, 'rule'),
  parseFormula: (text) => parse(text, 'formula'),
  formulaFromJson: (json) => fromJson(json, 'formula'),
  formulaProblems: (formula, type) => {
    const gives = formula.text.startsWith('add_days(') ? 'date' : 'number';
    const holds = type === 'date' ? 'date' : type === 'text' ? gives : 'number';
    return gives === holds ? [] : [`"${formula.text}" gives a ${gives}, but a ${type} alias holds a ${holds}.`];
  },
};

/** A stand-in for the engine's format rules: a number's format is a count of decimals. */
export const fakeFormats: AliasFormatChecker = { problem: (type, format) => (type === 'number' && !/^\d+$/.test(format) ? 'a count of decimals' : undefined) };
