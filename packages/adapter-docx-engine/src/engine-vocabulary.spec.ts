import { printExpression, printValue } from '@quire/expressions/print-expression';
import * as E from 'fp-ts/Either';
import { toEngineVocabulary } from './engine-vocabulary';
import { ExpressionsRuleLanguage } from './expressions-rule-language';

const language = new ExpressionsRuleLanguage();
const expression = (text: string) => {
  const parsed = language.parse(text);
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  return parsed.right;
};

describe('toEngineVocabulary', () => {
  it('converts a vocabulary object once (the same answer for the same object, a new one for another)', () => {
    const library = { aliases: [{ name: 'client_name', type: 'text' as const, synonyms: [], itemFields: null }], rules: [] };
    const first = toEngineVocabulary(library);
    expect(toEngineVocabulary(library)).toBe(first);
    const changed = { ...library, aliases: [...library.aliases, { name: 'fee', type: 'number' as const, synonyms: [], itemFields: null }] };
    expect(toEngineVocabulary(changed)).not.toBe(first);
    expect(toEngineVocabulary(changed).aliases.map((alias) => alias.name)).toEqual(['client_name', 'fee']);
  });

  describe('for aliases', () => {
    it('keeps name, type and synonyms, and gives format and item fields only when there are some', () => {
      const vocabulary = toEngineVocabulary({
        aliases: [
          { name: 'hearing_date', type: 'date', synonyms: ['Hearing Date'], itemFields: null, format: 'MMMM d, yyyy' },
          { name: 'children', type: 'list', synonyms: [], itemFields: ['name'], format: null },
          { name: 'client_name', type: 'text', synonyms: [], itemFields: null },
        ],
        rules: [],
      });
      expect(vocabulary.aliases).toEqual([
        { name: 'hearing_date', type: 'date', synonyms: ['Hearing Date'], format: 'MMMM d, yyyy' },
        { name: 'children', type: 'list', synonyms: [], itemFields: ['name'] },
        { name: 'client_name', type: 'text', synonyms: [] },
      ]);
      expect(Object.keys(vocabulary.aliases[2] ?? {})).toEqual(['name', 'type', 'synonyms']);
    });
  });

  describe('for computed aliases', () => {
    it('parses the stored formula back into the tree the engine works out', () => {
      const formula = language.parseFormula('sum(items, "amount") * 2');
      if (E.isLeft(formula)) throw new Error(formula.left.message);
      const vocabulary = toEngineVocabulary({
        aliases: [
          { name: 'total', type: 'number', synonyms: [], itemFields: null, formula: formula.right },
          { name: 'from_text', type: 'number', synonyms: [], itemFields: null, formula: { ...formula.right, json: { nonsense: true } } },
          { name: 'answered', type: 'number', synonyms: [], itemFields: null, formula: null },
        ],
        rules: [],
      });
      expect(vocabulary.aliases.map((alias) => (alias.formula === undefined ? null : printValue(alias.formula)))).toEqual(['sum(items, "amount") * 2', 'sum(items, "amount") * 2', null]);
    });
  });

  describe('for rules', () => {
    it('parses a stored expression back into the tree the engine evaluates', () => {
      const vocabulary = toEngineVocabulary({
        aliases: [],
        rules: [
          { name: 'is_adult', kind: 'condition', repeatOver: null, expression: expression('client_age >= 18 and not deceased') },
          { name: 'minors', kind: 'repeat', repeatOver: 'children', expression: null },
          { name: 'bare', kind: 'condition', repeatOver: null },
        ],
      });
      expect(vocabulary.rules.map((rule) => ({ ...rule, expression: rule.expression === null ? null : printExpression(rule.expression) }))).toEqual([
        { name: 'is_adult', kind: 'condition', expression: 'client_age >= 18 and not deceased' },
        { name: 'minors', kind: 'repeat', expression: null, repeatOver: 'children' },
        { name: 'bare', kind: 'condition', expression: null },
      ]);
    });

    it('falls back to the text form when the JSON form does not parse', () => {
      const stored = { ...expression('married'), json: { nonsense: true } };
      const [rule] = toEngineVocabulary({ aliases: [], rules: [{ name: 'r', kind: 'condition', repeatOver: null, expression: stored }] }).rules;
      expect(rule?.expression).toEqual({ kind: 'truthy', name: 'married' });
    });
  });
});
