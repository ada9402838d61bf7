import { MAX_FUNCTION_ARGUMENTS } from './limits';

/** The functions of the calculation language (docs/template-language.md#calculations). A closed list: no other name can be called. */
export type FunctionName =
  | 'sum'
  | 'count'
  | 'min'
  | 'max'
  | 'round'
  | 'floor'
  | 'ceil'
  | 'abs'
  | 'today'
  | 'add_days'
  | 'add_months'
  | 'add_years'
  | 'days_between'
  | 'years_between';

export interface FunctionSignature {
  readonly minArguments: number;
  readonly maxArguments: number;
  /** How it is written, for messages: `round(number, digits)`. */
  readonly usage: string;
}

export const FUNCTIONS: Readonly<Record<FunctionName, FunctionSignature>> = {
  sum: { minArguments: 1, maxArguments: 2, usage: 'sum(list, "field")' },
  count: { minArguments: 1, maxArguments: 1, usage: 'count(list)' },
  min: { minArguments: 1, maxArguments: MAX_FUNCTION_ARGUMENTS, usage: 'min(a, b, …) or min(list, "field")' },
  max: { minArguments: 1, maxArguments: MAX_FUNCTION_ARGUMENTS, usage: 'max(a, b, …) or max(list, "field")' },
  round: { minArguments: 1, maxArguments: 2, usage: 'round(number, digits)' },
  floor: { minArguments: 1, maxArguments: 1, usage: 'floor(number)' },
  ceil: { minArguments: 1, maxArguments: 1, usage: 'ceil(number)' },
  abs: { minArguments: 1, maxArguments: 1, usage: 'abs(number)' },
  today: { minArguments: 0, maxArguments: 0, usage: 'today()' },
  add_days: { minArguments: 2, maxArguments: 2, usage: 'add_days(date, days)' },
  add_months: { minArguments: 2, maxArguments: 2, usage: 'add_months(date, months)' },
  add_years: { minArguments: 2, maxArguments: 2, usage: 'add_years(date, years)' },
  days_between: { minArguments: 2, maxArguments: 2, usage: 'days_between(from, to)' },
  years_between: { minArguments: 2, maxArguments: 2, usage: 'years_between(from, to)' },
};

export const FUNCTION_NAMES = Object.keys(FUNCTIONS) as readonly FunctionName[];

/** The function of that name, in any case (`SUM` is `sum`), or undefined. */
export const functionNamed = (word: string): FunctionName | undefined => {
  const lower = word.toLowerCase();
  return Object.prototype.hasOwnProperty.call(FUNCTIONS, lower) ? (lower as FunctionName) : undefined;
};

/** "1 argument", "1 or 2 arguments", "at least 1 argument" (up to the limit). */
export const describeArity = (signature: FunctionSignature): string => {
  const plural = (count: number): string => `${count} argument${count === 1 ? '' : 's'}`;
  if (signature.minArguments === signature.maxArguments) return signature.minArguments === 0 ? 'no arguments' : plural(signature.minArguments);
  if (signature.maxArguments === MAX_FUNCTION_ARGUMENTS) return `${signature.minArguments} to ${plural(MAX_FUNCTION_ARGUMENTS)}`;
  return `${signature.minArguments} or ${plural(signature.maxArguments)}`;
};
