import * as E from 'fp-ts/Either';
import type { AliasType } from '@quire/domain/library/aliases/alias';
import { ExpressionsRuleLanguage } from './expressions-rule-language';

const language = new ExpressionsRuleLanguage();

describe('ExpressionsRuleLanguage', () => {
  describe('when the text form is well formed', () => {
    it('answers the canonical text, the JSON form and the names read, once each in order', () => {
      const parsed = language.parse('client_age>=18 AND (marital_status = \'married\' OR has_partner) and client_age < 99');
      expect(parsed).toEqual(
        E.right({
          text: 'client_age >= 18 and (marital_status = "married" or has_partner) and client_age < 99',
          json: {
            all: [
              { alias: 'client_age', op: 'gte', value: 18 },
              { any: [{ alias: 'marital_status', op: 'eq', value: 'married' }, { alias: 'has_partner', op: 'truthy' }] },
              { alias: 'client_age', op: 'lt', value: 99 },
            ],
          },
          names: ['client_age', 'marital_status', 'has_partner'],
        }),
      );
    });

    it('keeps synonyms in backticks and loop variables as names', () => {
      const parsed = language.parse('`Petitioner Name` is answered and not @last');
      expect(E.isRight(parsed) && parsed.right).toEqual({
        text: '`Petitioner Name` is answered and not @last',
        json: { all: [{ alias: 'Petitioner Name', op: 'answered' }, { not: { alias: '@last', op: 'truthy' } }] },
        names: ['Petitioner Name', '@last'],
      });
    });
  });

  describe('when the JSON form is well formed', () => {
    it('answers the same expression as the text form', () => {
      const fromText = language.parse('client_age >= 18 and not deceased is answered');
      const fromJson = language.fromJson({ all: [{ alias: 'client_age', op: 'gte', value: 18 }, { not: { alias: 'deceased', op: 'answered' } }] });
      expect(fromJson).toEqual(fromText);
      expect(E.isRight(fromJson) && fromJson.right.text).toBe('client_age >= 18 and not deceased is answered');
    });

    it('reads a group of one condition as that condition', () => {
      expect(language.fromJson({ any: [{ alias: 'married', op: 'truthy' }] })).toEqual(E.right({ text: 'married', json: { alias: 'married', op: 'truthy' }, names: ['married'] }));
    });
  });

  describe('when the text form has a syntax error', () => {
    it('says where, what was expected and what was found', () => {
      expect(language.parse('client_age >= ')).toEqual(
        E.left({
          _tag: 'ExpressionInvalid',
          form: 'text',
          message: 'Expected a value after ">=" at position 14, found end of input',
          position: 14,
          expected: 'a value',
          found: 'end of input',
        }),
      );
    });

    it('answers an empty text as a missing condition at position 0', () => {
      const parsed = language.parse('');
      expect(E.isLeft(parsed) && parsed.left).toMatchObject({ form: 'text', position: 0, found: 'end of input' });
    });

    it('has no path', () => {
      const parsed = language.parse('x = 5 y');
      expect(E.isLeft(parsed) && 'path' in parsed.left).toBe(false);
    });
  });

  describe('when the JSON form is not a condition', () => {
    it('names the path in the tree, also in the message', () => {
      expect(language.fromJson({ all: [{ alias: 'a', op: 'eq', value: 1 }, { alias: 'b', op: 'gtee', value: 2 }] })).toEqual(
        E.left({
          _tag: 'ExpressionInvalid',
          form: 'json',
          message: expect.stringMatching(/^Unknown operator "gtee".* \(at \$\.all\[1\]\.op\)$/),
          path: '$.all[1].op',
        }),
      );
    });

    it.each([null, 'married', 42, [], {}, { all: [] }, { alias: 'a', op: 'answered', value: 1 }])('refuses %j with a path', (json) => {
      const parsed = language.fromJson(json);
      expect(E.isLeft(parsed) && parsed.left).toMatchObject({ _tag: 'ExpressionInvalid', form: 'json', path: expect.stringMatching(/^\$/) });
    });
  });

  describe('when a formula is parsed', () => {
    it('answers the canonical text, the JSON form and the names read, from either form', () => {
      const fromText = language.parseFormula('sum( `Line Items`, "amount" )*(1+tax_rate)');
      expect(fromText).toEqual(
        E.right({
          text: 'sum(`Line Items`, "amount") * (1 + tax_rate)',
          json: { multiply: [{ call: 'sum', args: [{ alias: 'Line Items' }, 'amount'] }, { add: [1, { alias: 'tax_rate' }] }] },
          names: ['Line Items', 'tax_rate'],
        }),
      );
      expect(language.formulaFromJson(E.isRight(fromText) ? fromText.right.json : null)).toEqual(fromText);
    });

    it('refuses a condition, with the position, as an error of the formula', () => {
      expect(language.parseFormula('total > 5')).toEqual(
        E.left({
          _tag: 'ExpressionInvalid',
          of: 'formula',
          form: 'text',
          message: 'Expected "+", "-", "*", "/" or end of input after "total" at position 6, found ">"',
          position: 6,
          expected: '"+", "-", "*", "/" or end of input',
          found: '">"',
        }),
      );
      expect(language.parseFormula('sum(items, ')).toMatchObject(E.left({ of: 'formula', form: 'text', position: 11 }));
    });

    it('refuses a JSON form that is no calculation, with the path', () => {
      expect(language.formulaFromJson({ alias: 'a', op: 'eq', value: 1 })).toEqual(
        E.left({ _tag: 'ExpressionInvalid', of: 'formula', form: 'json', message: 'Unexpected property "op": a value with "alias" has no other property (at $.op)', path: '$.op' }),
      );
    });
  });

  describe('when a formula is checked against the alias types', () => {
    const types: Record<string, AliasType> = { items: 'list', start: 'date', client_name: 'text', fee: 'currency' };
    const typeOf = (name: string): AliasType | undefined => types[name];
    const problems = (text: string, type: AliasType): ReadonlyArray<string> => {
      const parsed = language.parseFormula(text);
      if (E.isLeft(parsed)) throw new Error(parsed.left.message);
      return language.formulaProblems(parsed.right, type, typeOf);
    };

    it('finds none where the result fits the alias and the operands their functions', () => {
      expect(problems('sum(items, "amount") + fee', 'currency')).toEqual([]);
      expect(problems('add_months(start, 6)', 'date')).toEqual([]);
      expect(problems('days_between(start, today())', 'number')).toEqual([]);
      expect(problems('start', 'text')).toEqual([]);
      expect(problems('unknown_name * 2', 'number')).toEqual([]);
    });

    it('says when the result is of another kind than the alias holds', () => {
      expect(problems('add_days(start, 1)', 'number')).toEqual(['"add_days(start, 1)" gives a date, but a number alias holds a number.']);
      expect(problems('fee * 2', 'date')).toEqual(['"fee * 2" gives a number, but a date alias holds a date.']);
    });

    it('says when an operand is of the wrong kind', () => {
      expect(problems('add_days(client_name, 3)', 'date')).toEqual(['"client_name" is a text, not a date, in "add_days(client_name, 3)": the calculation will have no value.']);
    });
  });
});
