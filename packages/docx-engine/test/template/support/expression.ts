import type { Expr } from '@quire/expressions/expression';
import { parseExpression } from '@quire/expressions/parse-expression';

/** A condition's tree from its text; fails the test when the text does not read. */
export const expression = (text: string): Expr => {
  const parsed = parseExpression(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
