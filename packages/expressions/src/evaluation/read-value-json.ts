import { failJson as fail } from '../condition-json-error';
import { ARITHMETIC_OPERATORS, type ArithmeticOperator, type Literal, type Value } from '../expression';
import { describeArity, FUNCTION_NAMES, FUNCTIONS, functionNamed } from './functions';
import { MAX_NESTING_DEPTH } from './limits';
import { checkName } from '../names';

const VALUE_KEYS = ['alias', 'neg', ...ARITHMETIC_OPERATORS, 'call'] as const;
const SHAPES = 'a string, a finite number, a boolean, or an object with "alias", "neg", "add", "subtract", "multiply", "divide" or "call"';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (record: Readonly<Record<string, unknown>>, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/**
 * Reads a calculation of the JSON form (`{ "multiply": [ { "alias": "qty" }, { "alias": "price" } ] }`),
 * keeping the tree canonical: `{ "neg": 5 }` is the literal -5. `depth` is the level of the
 * condition holding it; every `neg`, operator and `call` is one level more.
 */
export const readValueJson = (json: unknown, path: string, depth: number): Value => {
  if (!isRecord(json)) {
    if (Array.isArray(json) || json === null || json === undefined) return fail('notAValue', path, `Expected a value: ${SHAPES}`);
    return { kind: 'literal', value: readLiteral(json, path) };
  }
  const key = VALUE_KEYS.find((candidate) => has(json, candidate));
  if (key === undefined) return fail('notAValue', path, `Expected a value: ${SHAPES}`);
  const allowed = key === 'call' ? ['call', 'args'] : [key];
  const extra = Object.keys(json).find((other) => !allowed.includes(other));
  if (extra !== undefined) fail('unknownProperty', `${path}.${extra}`, `Unexpected property "${extra}": a value with "${key}" has ${key === 'call' ? 'only "call" and "args"' : 'no other property'}`);
  if (key === 'alias') return { kind: 'name', name: readName(json.alias, `${path}.alias`) };
  if (depth + 1 > MAX_NESTING_DEPTH) fail('tooDeep', path, `Conditions are nested more than ${MAX_NESTING_DEPTH} levels deep`);
  if (key === 'neg') {
    const operand = readValueJson(json.neg, `${path}.neg`, depth + 1);
    if (operand.kind === 'literal' && typeof operand.value === 'number') return { kind: 'literal', value: operand.value === 0 ? 0 : -operand.value };
    return { kind: 'negate', operand };
  }
  if (key === 'call') return readCall(json, path, depth + 1);
  return readArithmetic(key, json[key], `${path}.${key}`, depth + 1);
};

const readArithmetic = (op: ArithmeticOperator, json: unknown, path: string, depth: number): Value => {
  if (!Array.isArray(json) || json.length !== 2) return fail('notAValue', path, `Expected a list of two values for "${op}"`);
  return { kind: 'arithmetic', op, left: readValueJson(json[0], `${path}[0]`, depth), right: readValueJson(json[1], `${path}[1]`, depth) };
};

const readCall = (json: Readonly<Record<string, unknown>>, path: string, depth: number): Value => {
  const shown = typeof json.call === 'string' ? `"${json.call.slice(0, 30)}"` : 'a non-string';
  const name = typeof json.call === 'string' ? functionNamed(json.call) : undefined;
  if (name === undefined || name !== json.call) return fail('unknownFunction', `${path}.call`, `Unknown function ${shown}: the functions are ${FUNCTION_NAMES.join(', ')}`);
  const signature = FUNCTIONS[name];
  const args = has(json, 'args') ? json.args : [];
  if (!Array.isArray(args)) return fail('notAValue', `${path}.args`, 'Expected a list of values');
  if (args.length < signature.minArguments || args.length > signature.maxArguments) {
    fail('wrongArity', `${path}.args`, `The function ${name} takes ${describeArity(signature)}, as in ${signature.usage}; it was given ${args.length}`);
  }
  return { kind: 'call', name, args: args.map((arg: unknown, index) => readValueJson(arg, `${path}.args[${index}]`, depth)) };
};

export const readName = (json: unknown, path: string): string => {
  if (typeof json !== 'string') return fail('invalidName', path, 'Expected a name (a string)');
  const checked = checkName(json);
  if (checked.ok) return checked.name;
  switch (checked.problem) {
    case 'empty':
      return fail('invalidName', path, 'The name is empty');
    case 'forbiddenCharacter':
      return fail('invalidName', path, 'The name holds a character a name may not have: ` { } | or a control character');
    case 'unknownLoopVariable':
      return fail('invalidName', path, 'Names starting with "@" are loop variables: @index, @number, @first, @last, @count');
  }
};

export const readLiteral = (json: unknown, path: string): Literal => {
  if (typeof json === 'string' || typeof json === 'boolean') return json;
  if (typeof json === 'number' && Number.isFinite(json)) return json === 0 ? 0 : json;
  return fail('invalidValue', path, 'Expected a string, a finite number or a boolean');
};
