import type { Expr } from './expression';
import { parseExpression } from './parse-expression';
import { printExpression } from './print-expression';
import { renameNames } from './rename-names';

const fromText = (text: string): Expr => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('renameNames', () => {
  describe('when some names are synonyms', () => {
    it('replaces them everywhere and keeps the rest', () => {
      const canonical = { ClientAge: 'client_age', 'Petitioner Name': 'client_name' } as Readonly<Record<string, string>>;
      const renamed = renameNames(fromText('ClientAge >= 18 and (`Petitioner Name` is answered or not x in [1]) and @last'), (name) => canonical[name] ?? name);
      expect(printExpression(renamed)).toBe('client_age >= 18 and (client_name is answered or not x in [1]) and @last');
    });
  });

  describe('when nothing changes', () => {
    it('returns the very same tree', () => {
      const expr = fromText('a and (b or not c = 1)');
      expect(renameNames(expr, (name) => name)).toBe(expr);
    });
  });

  describe('when names stand inside calculations', () => {
    it('renames them in operands and function arguments, and keeps the tree where nothing changes', () => {
      const canonical = { Qty: 'qty', DOB: 'date_of_birth' } as Readonly<Record<string, string>>;
      const expr = fromText('round(Qty * price, 2) > total and years_between(DOB, today()) >= 18 and -Qty');
      expect(printExpression(renameNames(expr, (name) => canonical[name] ?? name))).toBe(
        'round(qty * price, 2) > total and years_between(date_of_birth, today()) >= 18 and -qty',
      );
      const unchanged = fromText('round(a * -b, 2) > c and d');
      expect(renameNames(unchanged, (name) => name)).toBe(unchanged);
    });
  });
});
