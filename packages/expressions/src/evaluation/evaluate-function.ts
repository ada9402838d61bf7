import { addMonthsToDays, wholeYearsBetween } from './calendar-date';
import { Dec, toDecimal } from './decimal';
import type { FunctionCall, Value } from '../expression';
import { asDay, asNumber, SILENT, type Computed } from './computed';
import type { Operands } from './operands';
import { printValue } from '../print-expression';
import { isAnswered, readDay } from './read-value';

const MAX_ROUND_DIGITS = 20;

/** Works out one function call; its arguments were counted by the parser. */
export const callFunction = (call: FunctionCall, calc: Operands): Computed => {
  const [first, second] = call.args;
  switch (call.name) {
    case 'sum':
      return sum(call, calc);
    case 'count':
      return count(call, calc);
    case 'min':
    case 'max':
      return extreme(call, calc);
    case 'round':
      return round(call, calc);
    case 'floor':
    case 'ceil':
    case 'abs': {
      const number = first === undefined ? undefined : calc.number(first, call);
      if (number === undefined) return SILENT;
      return { kind: 'number', value: call.name === 'floor' ? number.floor() : call.name === 'ceil' ? number.ceil() : number.abs() };
    }
    case 'today':
      return today(call, calc);
    case 'add_days':
    case 'add_months':
    case 'add_years':
      return first === undefined || second === undefined ? SILENT : shiftDate(call, first, second, calc);
    case 'days_between':
    case 'years_between': {
      const from = first === undefined ? undefined : calc.day(first, call);
      const to = from === undefined || second === undefined ? undefined : calc.day(second, call);
      if (from === undefined || to === undefined) return SILENT;
      return { kind: 'number', value: new Dec(call.name === 'days_between' ? to - from : wholeYearsBetween(from, to)) };
    }
  }
};

const today = (call: FunctionCall, calc: Operands): Computed => {
  const day = readDay(calc.context.today);
  if (day === undefined) return calc.warn('missing_operand', call, 'today() has no value here: no date was given to calculate with.');
  return { kind: 'date', day };
};

/** add_days, add_months, add_years: a date and a whole number (negative goes back). */
const shiftDate = (call: FunctionCall, dateArg: Value, countArg: Value, calc: Operands): Computed => {
  const day = calc.day(dateArg, call);
  if (day === undefined) return SILENT;
  const amount = calc.number(countArg, call);
  if (amount === undefined) return SILENT;
  const unit = call.name === 'add_days' ? 'days' : call.name === 'add_months' ? 'months' : 'years';
  // Beyond a million days or years, every date leaves the years 1 to 9999.
  if (!amount.isInteger() || amount.abs().greaterThan(10_000_000)) {
    return calc.warn('bad_argument', call, `"${printValue(call)}" needs a whole number of ${unit}; the calculation has no value.`);
  }
  const count = amount.toNumber();
  const shifted = call.name === 'add_days' ? day + count : addMonthsToDays(day, call.name === 'add_months' ? count : count * 12);
  return calc.dayResult(shifted, call);
};

const round = (call: FunctionCall, calc: Operands): Computed => {
  const [numberArg, digitsArg] = call.args;
  const number = numberArg === undefined ? undefined : calc.number(numberArg, call);
  if (number === undefined) return SILENT;
  const digits = digitsArg === undefined ? new Dec(0) : calc.number(digitsArg, call);
  if (digits === undefined) return SILENT;
  if (!digits.isInteger() || digits.isNegative() || digits.greaterThan(MAX_ROUND_DIGITS)) {
    return calc.warn('bad_argument', call, `The digits of "${printValue(call)}" must be a whole number from 0 to ${MAX_ROUND_DIGITS}; the calculation has no value.`);
  }
  // Half away from zero: Dec rounds ROUND_HALF_UP (2.5 → 3, -2.5 → -3).
  return { kind: 'number', value: number.toDecimalPlaces(digits.toNumber()) };
};

const count = (call: FunctionCall, calc: Operands): Computed => {
  const [listArg] = call.args;
  const computed = listArg === undefined ? SILENT : calc.value(listArg);
  if (computed.kind === 'missing') return SILENT;
  // As the count filter: a list's length, nothing answered 0, any other answer 1.
  if (computed.kind !== 'answer') return { kind: 'number', value: new Dec(1) };
  const value = computed.value;
  return { kind: 'number', value: new Dec(Array.isArray(value) ? value.length : isAnswered(value) ? 1 : 0) };
};

/** sum(list) of numbers, or sum(list, "field") of one field of each item; blank items are left out, no list sums to 0. */
const sum = (call: FunctionCall, calc: Operands): Computed => {
  const items = listItems(call, calc);
  if (items === undefined) return SILENT;
  let total = new Dec(0);
  for (const item of items) {
    const number = itemNumber(item, call, calc);
    if (number === null) continue;
    if (number === undefined) return SILENT;
    total = total.plus(number);
  }
  return calc.finite(total, call);
};

/**
 * The items a list function reads: the list's items, or with a field (`sum(items, "amount")`)
 * that field of each item. No list (not answered) is no items; an answer that is no list, a warning.
 */
const listItems = (call: FunctionCall, calc: Operands): unknown[] | undefined => {
  const [listArg, fieldArg] = call.args;
  if (listArg === undefined) return undefined;
  const computed = calc.value(listArg);
  if (computed.kind === 'missing') return computed.warned ? undefined : [];
  if (computed.kind !== 'answer' || (isAnswered(computed.value) && !Array.isArray(computed.value))) {
    calc.warn('not_a_list', call, `"${printValue(listArg)}" is not a list, so "${printValue(call)}" has no value.`);
    return undefined;
  }
  const list: unknown[] = Array.isArray(computed.value) ? computed.value : [];
  if (fieldArg === undefined) return list;
  const field = calc.value(fieldArg);
  if (field.kind !== 'answer' || typeof field.value !== 'string' || field.value.trim() === '') {
    calc.warn('bad_argument', call, `The field of "${printValue(call)}" must be a text, as in ${call.name}(items, "amount"); the calculation has no value.`);
    return undefined;
  }
  const path = field.value.trim().split('.');
  return list.map((item) => fieldOf(item, path));
};

/** An item's number: null for a blank item (left out), undefined after a warning. */
const itemNumber = (item: unknown, call: FunctionCall, calc: Operands): Dec | null | undefined => {
  if (!isAnswered(item)) return null;
  const number = toDecimal(item);
  if (number === undefined) calc.warn('not_a_number', call, `An item of "${printValue(call)}" is not a number; the calculation has no value.`);
  return number;
};

/** min and max: of numbers or of dates, given one by one, as lists, or as a list and a field. */
const extreme = (call: FunctionCall, calc: Operands): Computed => {
  const candidates = extremeCandidates(call, calc);
  if (candidates === undefined) return SILENT;
  if (candidates.length === 0) return calc.warn('missing_operand', call, `"${printValue(call)}" has nothing to compare; the calculation has no value.`);
  const numbers = candidates.map(asNumber);
  if (numbers.every((number): number is Dec => number !== undefined)) {
    const best = numbers.reduce((a, b) => ((call.name === 'min' ? b.lessThan(a) : b.greaterThan(a)) ? b : a));
    return { kind: 'number', value: best };
  }
  const days = candidates.map(asDay);
  if (days.every((day): day is number => day !== undefined)) return { kind: 'date', day: call.name === 'min' ? Math.min(...days) : Math.max(...days) };
  return calc.warn('not_a_number', call, `"${printValue(call)}" compares numbers or dates, and was given something else; the calculation has no value.`);
};

const extremeCandidates = (call: FunctionCall, calc: Operands): Computed[] | undefined => {
  const [first, second] = call.args;
  if (call.args.length === 2 && first !== undefined && second !== undefined && isListField(first, second, calc)) {
    const items = listItems(call, calc);
    return items?.filter(isAnswered).map((value) => ({ kind: 'answer', value, type: undefined }));
  }
  const candidates: Computed[] = [];
  for (const arg of call.args) {
    const computed = calc.value(arg);
    if (computed.kind === 'missing') {
      if (!computed.warned) calc.missingOperand(arg, call);
      return undefined;
    }
    if (computed.kind === 'answer' && Array.isArray(computed.value)) {
      for (const item of computed.value as unknown[]) if (isAnswered(item)) candidates.push({ kind: 'answer', value: item, type: undefined });
    } else if (computed.kind === 'answer' && !isAnswered(computed.value)) {
      calc.missingOperand(arg, call);
      return undefined;
    } else {
      candidates.push(computed);
    }
  }
  return candidates;
};

/** `min(items, "amount")`: a list, then a text literal. */
const isListField = (first: Value, second: Value, calc: Operands): boolean => {
  if (second.kind !== 'literal' || typeof second.value !== 'string') return false;
  const list = calc.value(first);
  return list.kind === 'answer' && Array.isArray(list.value);
};

const hasOwn = Object.prototype.hasOwnProperty;

/** A field of a list item, by its exact key, else whatever its case (data keys compare case-insensitively); dots walk into groups. */
const fieldOf = (item: unknown, path: readonly string[]): unknown => {
  let current = item;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    const record = current as Readonly<Record<string, unknown>>;
    if (hasOwn.call(record, key)) current = record[key];
    else {
      const lower = key.toLowerCase();
      const actual = Object.keys(record).find((own) => own.toLowerCase() === lower);
      current = actual === undefined ? undefined : record[actual];
    }
  }
  return current;
};
