import type { Expr } from './expression';
import { parseExpression } from './parse-expression';
import { printExpression } from './print-expression';

const truthy = (name: string): Expr => ({ kind: 'truthy', name });
const canonical = (text: string): string => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return printExpression(parsed.value);
};

/** Texts and the canonical text they print as, by what they show. */
const CANONICAL: ReadonlyArray<readonly [what: string, cases: ReadonlyArray<readonly [text: string, printed: string]>]> = [
  [
    'text in any style',
    [
      ['client_age>=18 AND (marital_status="married" OR has_partner)', 'client_age >= 18 and (marital_status = "married" or has_partner)'],
      ['x==1', 'x = 1'],
      ["x = 'single'", 'x = "single"'],
      ['x = “curly”', 'x = "curly"'],
      ['x NOT CONTAINS "a"', 'x not contains "a"'],
      ['x Not In [ 1 ,2 ]', 'x not in [1, 2]'],
      ['x in []', 'x in []'],
      ['x IS ANSWERED', 'x is answered'],
      ['x is NOT answered', 'x is not answered'],
      ['NOT ( x )', 'not x'],
      ['x = 1.50', 'x = 1.5'],
      ['x = 1E3', 'x = 1000'],
      ['x = 1e21', 'x = 1e+21'],
      ['x = 0.0000001', 'x = 1e-7'],
      ['d > 2024-01-31', 'd > "2024-01-31"'],
      ['x = TRUE', 'x = true'],
      ['@LAST', '@last'],
      ['`client_name`', 'client_name'],
    ],
  ],
  [
    'groups that nest (only the parentheses the tree needs)',
    [
      ['a or (b and c)', 'a or b and c'],
      ['(a and b) or c', 'a and b or c'],
      ['(a or b) and c', '(a or b) and c'],
      ['(a and b) and c', '(a and b) and c'],
      ['a and (b and c)', 'a and (b and c)'],
      ['(a or b) or c', '(a or b) or c'],
      ['not (a or b)', 'not (a or b)'],
      ['not (a and b)', 'not (a and b)'],
      ['not (not a)', 'not not a'],
      ['(not a) and b', 'not a and b'],
      ['not (x = 1)', 'not x = 1'],
    ],
  ],
  [
    'calculations in any style',
    [
      ['qty*price', 'qty * price'],
      ['(a+b)*c', '(a + b) * c'],
      ['a+(b*c)', 'a + b * c'],
      ['(a+b)+c', 'a + b + c'],
      ['a+(b+c)', 'a + (b + c)'],
      ['a-(b+c)', 'a - (b + c)'],
      ['a/(b*c)', 'a / (b * c)'],
      ['(a*b)/c', 'a * b / c'],
      ['- ( a * b )', '-(a * b)'],
      ['-(-a)', '--a'],
      ['-(5)', '-5'],
      ['a - (-5)', 'a - -5'],
      ['(-a) * b', '-a * b'],
      ['SUM( items , "amount" )', 'sum(items, "amount")'],
      ['Today( )', 'today()'],
      ['`e-mail` = x', '`e-mail` = x'],
      ['e-mail = x', '`e-mail` = x'],
      ['YEARS_BETWEEN(dob,today())>=18', 'years_between(dob, today()) >= 18'],
      ['(1) = (1)', '1 = 1'],
      ['((true))', 'true'],
      ['x = (-5)', 'x = -5'],
      ['not (a+1 > 2)', 'not a + 1 > 2'],
    ],
  ],
];

describe('printExpression', () => {
  describe.each(CANONICAL)('when given %s', (_, cases) => {
    it.each(cases)('prints %j as %j', (text, expected) => {
      expect(canonical(text)).toBe(expected);
    });
  });

  describe('when a string needs escapes', () => {
    it.each<[string, string]>([
      ['say "hi"', '"say \\"hi\\""'],
      ['back\\slash', '"back\\\\slash"'],
      ['a\nb\rc\td', '"a\\nb\\rc\\td"'],
      ['\u0000\u001f\u007f', '"\\u0000\\u001f\\u007f"'],
      ['it’s “curly”', '"it’s “curly”"'],
      ["it's", '"it\'s"'],
      ['émoji 🎉', '"émoji 🎉"'],
    ])('prints %j as %s', (value, printed) => {
      expect(printExpression({ kind: 'compare', name: 'x', op: 'eq', value })).toBe(`x = ${printed}`);
    });
  });

  describe('when a name cannot be written bare', () => {
    it.each([
      ['and', '`and`'],
      ['Not', '`Not`'],
      ['TRUE', '`TRUE`'],
      ['Petitioner Name', '`Petitioner Name`'],
      ['1st', '`1st`'],
      ['a.', '`a.`'],
      ['âge', '`âge`'],
      ['O’Brien "x"', '`O’Brien "x"`'],
    ])('puts %j in backticks', (name, printed) => {
      expect(printExpression(truthy(name))).toBe(printed);
    });

    it.each(['andy', 'in.x', 'children.0.name', '@index', '_x'])('leaves %j bare', (name) => {
      expect(printExpression(truthy(name))).toBe(name);
    });
  });

});
