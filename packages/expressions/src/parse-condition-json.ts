import { VALUELESS_OPERATORS, type ValuelessOperator } from './syntax/condition-json';
import { JsonFailure, failJson as fail, type ConditionJsonError } from './condition-json-error';
import { LIST_OPERATORS, SCALAR_OPERATORS, type Expr, type ListOperator, type ScalarOperator, type Value } from './expression';
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './evaluation/limits';
import { parseCalculation, parseExpression } from './parse-expression';
import { printExpression, printValue } from './print-expression';
import { readLiteral, readName, readValueJson } from './evaluation/read-value-json';
import { err, ok, type Result } from './result';

const GROUP_KEYS = ['all', 'any', 'not'] as const;
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const OPERATORS: readonly string[] = [...SCALAR_OPERATORS, ...LIST_OPERATORS, ...VALUELESS_OPERATORS];

/**
 * Reads the JSON form of a condition (already parsed from JSON text; anything else is refused
 * with a path). A group of one condition is that condition. The result must also fit the
 * text form's limits, so that every condition has a text form that parses back.
 */
export const parseConditionJson = (json: unknown): Result<Expr, ConditionJsonError> =>
  readWithinTextLimits('condition', () => readCondition(json, '$', 1), printExpression, parseExpression);

/**
 * Reads the JSON form of a calculation alone (a computed alias's formula:
 * `{ "call": "sum", "args": [ { "alias": "items" }, "amount" ] }`), within the text form's limits
 * as a condition is.
 */
export const parseCalculationJson = (json: unknown): Result<Value, ConditionJsonError> =>
  readWithinTextLimits('calculation', () => readValueJson(json, '$', 0), printValue, parseCalculation);

const readWithinTextLimits = <T>(
  what: 'condition' | 'calculation',
  read: () => T,
  print: (tree: T) => string,
  reparse: (text: string) => Result<T, { readonly message: string }>,
): Result<T, ConditionJsonError> => {
  try {
    const tree = read();
    const text = print(tree);
    if (text.length > MAX_EXPRESSION_LENGTH) {
      fail('tooLarge', '$', `The ${what} is too large: its text form has ${text.length} characters, the limit is ${MAX_EXPRESSION_LENGTH}`);
    }
    // The text form counts parentheses and operators as levels too: it must read back within its own limit.
    const reread = reparse(text);
    if (!reread.ok) fail('tooDeep', '$', `The ${what} is nested too deeply for its text form: ${lowerFirst(reread.error.message)}`);
    return ok(tree);
  } catch (failure) {
    if (failure instanceof JsonFailure) return err(failure.error);
    throw failure;
  }
};

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (record: Readonly<Record<string, unknown>>, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

const readCondition = (json: unknown, path: string, depth: number): Expr => {
  if (!isRecord(json)) return fail('notACondition', path, 'Expected a condition: an object with "alias" and "op", or with "all", "any" or "not"');
  if (has(json, 'left')) return readValueComparison(json, path, depth);
  if (has(json, 'truthy') && !has(json, 'alias')) return readValueTest(json, path, depth);
  const group = GROUP_KEYS.find((key) => has(json, key));
  if (group !== undefined) {
    const extra = Object.keys(json).find((key) => key !== group);
    if (extra !== undefined) fail('unknownProperty', `${path}.${extra}`, `Unexpected property "${extra}": a condition with "${group}" has no other property`);
    if (depth > MAX_NESTING_DEPTH) fail('tooDeep', path, `Conditions are nested more than ${MAX_NESTING_DEPTH} levels deep`);
    return group === 'not' ? { kind: 'not', item: readCondition(json.not, `${path}.not`, depth + 1) } : readGroup(group, json[group], `${path}.${group}`, depth);
  }
  return readComparison(json, path);
};

const readValueComparison = (json: Readonly<Record<string, unknown>>, path: string, depth: number): Expr => {
  const extra = Object.keys(json).find((key) => key !== 'left' && key !== 'op' && key !== 'right');
  if (extra !== undefined) fail('unknownProperty', `${path}.${extra}`, `Unexpected property "${extra}": a comparison of values has "left", "op" and "right"`);
  if (!has(json, 'op')) fail('missingProperty', `${path}.op`, `Missing "op": one of ${SCALAR_OPERATORS.join(', ')}`);
  if (!has(json, 'right')) fail('missingProperty', `${path}.right`, 'Missing "right": the value on the right of the operator');
  const op = json.op;
  if (typeof op !== 'string' || !SCALAR_OPERATORS.includes(op as ScalarOperator)) {
    const shown = typeof op === 'string' ? `"${op.slice(0, 30)}"` : 'a non-string';
    const hint = typeof op === 'string' && OPERATORS.includes(op) ? ' ("in", "notIn", "answered" and "notAnswered" test a name: write { "alias", "op", "value" })' : '';
    return fail('unknownOperator', `${path}.op`, `Unknown operator ${shown} for a comparison of values: expected one of ${SCALAR_OPERATORS.join(', ')}${hint}`);
  }
  const left = readValueJson(json.left, `${path}.left`, depth);
  const right = readValueJson(json.right, `${path}.right`, depth);
  // One tree, one form: a name compared with a literal is the simple comparison.
  if (left.kind === 'name' && right.kind === 'literal') return { kind: 'compare', name: left.name, op: op as ScalarOperator, value: right.value };
  return { kind: 'compareValues', left, op: op as ScalarOperator, right };
};

const readValueTest = (json: Readonly<Record<string, unknown>>, path: string, depth: number): Expr => {
  const extra = Object.keys(json).find((key) => key !== 'truthy');
  if (extra !== undefined) fail('unknownProperty', `${path}.${extra}`, `Unexpected property "${extra}": a condition with "truthy" has no other property`);
  const value = readValueJson(json.truthy, `${path}.truthy`, depth);
  return value.kind === 'name' ? { kind: 'truthy', name: value.name } : { kind: 'valueTest', value };
};

const readGroup = (kind: 'all' | 'any', json: unknown, path: string, depth: number): Expr => {
  if (!Array.isArray(json)) return fail('notACondition', path, 'Expected a list of conditions');
  const items = json.map((item: unknown, index) => readCondition(item, `${path}[${index}]`, depth + 1));
  const [first, second, ...rest] = items;
  if (first === undefined) return fail('emptyGroup', path, `"${kind}" must list at least one condition`);
  return second === undefined ? first : { kind, items: [first, second, ...rest] };
};

const readComparison = (json: Readonly<Record<string, unknown>>, path: string): Expr => {
  const extra = Object.keys(json).find((key) => key !== 'alias' && key !== 'op' && key !== 'value');
  if (extra !== undefined) fail('unknownProperty', `${path}.${extra}`, `Unexpected property "${extra}": expected "alias", "op" and "value", or one of "all", "any", "not"`);
  if (!has(json, 'alias')) fail('missingProperty', `${path}.alias`, 'Missing "alias": the name the condition reads');
  if (!has(json, 'op')) fail('missingProperty', `${path}.op`, `Missing "op": one of ${OPERATORS.join(', ')}`);
  const name = readName(json.alias, `${path}.alias`);
  const op = json.op;
  if (typeof op !== 'string' || !OPERATORS.includes(op)) {
    const shown = typeof op === 'string' ? `"${op.slice(0, 30)}"` : 'a non-string';
    return fail('unknownOperator', `${path}.op`, `Unknown operator ${shown}: expected one of ${OPERATORS.join(', ')}`);
  }
  if (VALUELESS_OPERATORS.includes(op as ValuelessOperator)) {
    if (has(json, 'value')) fail('unknownProperty', `${path}.value`, `Operator "${op}" takes no value`);
    return { kind: op as ValuelessOperator, name };
  }
  if (!has(json, 'value')) fail('missingProperty', `${path}.value`, `Missing "value": operator "${op}" compares with a value`);
  if (LIST_OPERATORS.includes(op as ListOperator)) {
    const list = json.value;
    if (!Array.isArray(list)) return fail('invalidValue', `${path}.value`, `Expected a list of strings, numbers or booleans for operator "${op}"`);
    const values = list.map((item: unknown, index) => readLiteral(item, `${path}.value[${index}]`));
    return { kind: 'compare', name, op: op as ListOperator, value: values };
  }
  return { kind: 'compare', name, op: op as ScalarOperator, value: readLiteral(json.value, `${path}.value`) };
};
