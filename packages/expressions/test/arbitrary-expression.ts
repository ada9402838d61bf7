import { ARITHMETIC_OPERATORS, LIST_OPERATORS, SCALAR_OPERATORS, type Expr, type Literal, type ScalarOperator, type Value } from '../src/expression';
import { FUNCTION_NAMES, FUNCTIONS } from '../src/evaluation/functions';
import { type Random, seededRandom } from '../src/seeded-random';

/**
 * A builder of random but reproducible conditions, for property tests here and in consumers
 * (the template engine). Same seed, same expressions. Covers awkward corners on purpose:
 * names that need backticks, strings with quotes, escapes and emoji, extreme numbers,
 * calculations with every operator and function, negative numbers and minus signs.
 */
export const arbitraryExpression = (options: { readonly seed: number; readonly maxDepth?: number }): Expr => {
  const random = seededRandom(options.seed);
  return build(random, options.maxDepth ?? 4);
};


const NAMES = [
  'client_age',
  'married',
  'x',
  '_private',
  'children.0.name',
  'child.date_of_birth',
  '@index',
  '@number',
  '@first',
  '@last',
  '@count',
  'and',
  'Or',
  'NOT',
  'answered',
  'Petitioner Name',
  'âge',
  'a.b.',
  '1st',
  'O’Brien "the" client',
  'e-mail',
  'sum',
  'today',
];

const STRINGS = [
  '',
  'married',
  ' Married ',
  '2024-02-29',
  'say "hi"',
  'back\\slash',
  'line\nbreak\ttab\rreturn',
  '\u0000\u001f\u007f',
  'it’s “curly”',
  "it's",
  'émoji 🎉',
  '\ud800 lone',
  '`tick`',
  'and or not',
];

const NUMBERS = [0, 1, 18, -5, 2.5, -0.001, 1e21, 1.5e-7, 123456789012345680000, Number.MAX_VALUE, Number.MIN_VALUE, -1e300];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const literal = (random: Random): Literal => {
  const roll = random();
  if (roll < 0.5) return pick(random, STRINGS);
  if (roll < 0.85) return pick(random, NUMBERS);
  return random() < 0.5;
};

const leaf = (random: Random, depth: number): Expr => {
  const name = pick(random, NAMES);
  const roll = random();
  if (roll < 0.08) return comparisonOf(value(random, depth), pick(random, SCALAR_OPERATORS), value(random, depth));
  if (roll < 0.1) {
    const tested = value(random, depth);
    return tested.kind === 'name' ? { kind: 'truthy', name: tested.name } : { kind: 'valueTest', value: tested };
  }
  if (roll < 0.13) return { kind: 'truthy', name };
  if (roll < 0.15) return { kind: 'answered', name };
  if (roll < 0.2) return { kind: 'notAnswered', name };
  if (roll < 0.35) {
    const value = Array.from({ length: Math.floor(random() * 4) }, () => literal(random));
    return { kind: 'compare', name, op: pick(random, LIST_OPERATORS), value };
  }
  return { kind: 'compare', name, op: pick(random, SCALAR_OPERATORS), value: literal(random) };
};

const build = (random: Random, depth: number): Expr => {
  const roll = random();
  if (depth <= 0 || roll < 0.4) return leaf(random, depth);
  if (roll < 0.55) return { kind: 'not', item: build(random, depth - 1) };
  const count = 2 + Math.floor(random() * 3);
  const [first, second, ...rest] = Array.from({ length: count }, () => build(random, depth - 1)) as [Expr, Expr, ...Expr[]];
  return { kind: roll < 0.78 ? 'all' : 'any', items: [first, second, ...rest] };
};

/** As the parsers make it: a name compared with a literal is the simple comparison. */
const comparisonOf = (left: Value, op: ScalarOperator, right: Value): Expr =>
  left.kind === 'name' && right.kind === 'literal' ? { kind: 'compare', name: left.name, op, value: right.value } : { kind: 'compareValues', left, op, right };

const value = (random: Random, depth: number): Value => {
  const roll = random();
  if (depth <= 0 || roll < 0.45) return roll < 0.2 ? { kind: 'name', name: pick(random, NAMES) } : { kind: 'literal', value: literal(random) };
  if (roll < 0.55) {
    const operand = value(random, depth - 1);
    // A minus sign before a number is part of the number.
    if (operand.kind === 'literal' && typeof operand.value === 'number') return { kind: 'literal', value: operand.value === 0 ? 0 : -operand.value };
    return { kind: 'negate', operand };
  }
  if (roll < 0.8) return { kind: 'arithmetic', op: pick(random, ARITHMETIC_OPERATORS), left: value(random, depth - 1), right: value(random, depth - 1) };
  const name = pick(random, FUNCTION_NAMES);
  const { minArguments, maxArguments } = FUNCTIONS[name];
  const count = minArguments + Math.floor(random() * (Math.min(maxArguments, minArguments + 3) - minArguments + 1));
  return { kind: 'call', name, args: Array.from({ length: count }, () => value(random, depth - 1)) };
};
