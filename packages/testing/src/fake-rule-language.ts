import type { RuleExpression } from '@quire/domain/rule-expression';
import type { AliasFormatChecker } from '@quire/ports/library/alias-format-checker';
import type { RuleLanguage } from '@quire/ports/library/rule-language';
import * as E from 'fp-ts/Either';

const WORDS = new Set(['and', 'or', 'not', 'is', 'answered', 'true', 'false', 'in', 'contains']);

/**
 * A stand-in for the rule language: names are the identifiers of the text (words of the language
 * and quoted strings aside), the canonical text is the text with single spaces, and `@@` is a
 * syntax error at its position. The JSON form is `{ "names": [...] }`.
 */
export const fakeRuleLanguage: RuleLanguage = {
  parse: (text) => {
    const at = text.indexOf('@@');
    if (at !== -1) return E.left({ _tag: 'ExpressionInvalid', form: 'text', message: `expected a name at ${at}`, position: at, expected: 'a name', found: '@@' });
    const names = [...new Set(text.replace(/"[^"]*"/g, '').match(/[A-Za-z_][A-Za-z0-9_.]*/g) ?? [])].filter((word) => !WORDS.has(word.toLowerCase()));
    const expression: RuleExpression = { text: text.trim().replace(/\s+/g, ' '), json: { names }, names };
    return E.right(expression);
  },
  fromJson: (json) => {
    const names = (json as { names?: unknown }).names;
    if (!Array.isArray(names)) return E.left({ _tag: 'ExpressionInvalid', form: 'json', message: 'expected names', path: '$.names' });
    return E.right({ text: names.join(' and '), json: { names }, names: names.map(String) });
  },
};

/** A stand-in for the engine's format rules: a number's format is a count of decimals. */
export const fakeFormats: AliasFormatChecker = { problem: (type, format) => (type === 'number' && !/^\d+$/.test(format) ? 'a count of decimals' : undefined) };
