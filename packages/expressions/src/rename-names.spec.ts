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
});
