import type { Expr, Value } from '@quire/expressions';
import { parseCalculation, parseExpression } from '@quire/expressions';

/** A condition's tree from its text; fails the test when the text does not read. */
export const expression = (text: string): Expr => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** A calculation's tree from its text (a computed alias's formula); fails the test when the text does not read. */
export const calculation = (text: string): Value => {
  const parsed = parseCalculation(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
