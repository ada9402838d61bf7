import { parseExpression } from './parse-expression';
import { referencedNames } from './referenced-names';

const namesIn = (text: string): string[] => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return referencedNames(parsed.value);
};

describe('referencedNames', () => {
  describe('when a condition reads several names', () => {
    it('lists each once, in order of first appearance', () => {
      expect(namesIn('b = 1 and (a or not b) and c is answered and d not in [1] and e is not answered')).toEqual(['b', 'a', 'c', 'd', 'e']);
    });
  });

  describe('when names are paths, quoted or loop variables', () => {
    it('lists them as written in the tree', () => {
      expect(namesIn('child.name = "x" and `Petitioner Name` and @last')).toEqual(['child.name', 'Petitioner Name', '@last']);
    });
  });

  describe('when the same name is spelled in two cases', () => {
    it('keeps both spellings (resolving names is the caller’s business)', () => {
      expect(namesIn('Client_Age > 1 and client_age < 9')).toEqual(['Client_Age', 'client_age']);
    });
  });

  describe('when names stand inside calculations', () => {
    it('lists the names of operands and arguments, not the texts given to functions', () => {
      expect(namesIn('round(qty * price, 2) - -discount > sum(items, "amount") and years_between(dob, today()) >= 18')).toEqual([
        'qty',
        'price',
        'discount',
        'items',
        'dob',
      ]);
    });
  });
});
