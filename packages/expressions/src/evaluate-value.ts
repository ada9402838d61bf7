import { FIRST_DAY, isoDateOfDays, LAST_DAY } from './evaluation/calendar-date';
import type { CalculationWarningCode, EvaluationContext } from './calculation-warning';
import { asDay, asNumber, SILENT, type Computed } from './evaluation/computed';
import type { Dec } from './evaluation/decimal';
import type { Value } from './expression';
import { callFunction } from './evaluation/evaluate-function';
import { printValue } from './print-expression';
import { isAnswered } from './evaluation/read-value';
import type { ValueType } from './evaluation/value-type';
import type { Operands } from './evaluation/operands';

export type Lookup = (name: string) => unknown;
export type TypeOf = (name: string) => ValueType | undefined;
export type { Computed };

/** The result of a calculation, for the caller: a JavaScript number, a "YYYY-MM-DD" date, an answer as given, or undefined. */
export type Calculated = { readonly value: unknown; readonly type: 'number' | 'date' | undefined };

/**
 * Works out a calculation (`qty * unit_price`, `add_months(start, 6)`) against the answers.
 * Total: a division by zero, a missing or unreadable operand makes the result undefined and
 * tells `context.warn`, never a throw. Numbers are decimal (0.1 + 0.2 is 0.3).
 */
export const calculate = (value: Value, lookup: Lookup, typeOf: TypeOf = () => undefined, context: EvaluationContext = {}): Calculated =>
  toCalculated(new Calculator(lookup, typeOf, context).value(value));

const toCalculated = (computed: Computed): Calculated => ({
  value: plainOf(computed).value,
  type: computed.kind === 'number' || computed.kind === 'date' ? computed.kind : undefined,
});

/** A computed value as a plain value and type, for comparing: numbers as JavaScript numbers, dates as "YYYY-MM-DD". */
export const plainOf = (computed: Computed): { readonly value: unknown; readonly type: ValueType | undefined } => {
  switch (computed.kind) {
    case 'number':
      return { value: computed.value.toNumber() || 0, type: 'number' };
    case 'date':
      return { value: isoDateOfDays(computed.day), type: 'date' };
    case 'answer':
      return { value: computed.value, type: computed.type };
    case 'missing':
      return { value: undefined, type: undefined };
  }
};

/** One evaluation's answers, types and warnings; the functions (evaluate-function.ts) read their arguments through it. */
export class Calculator implements Operands {
  constructor(
    private readonly lookup: Lookup,
    private readonly typeOf: TypeOf,
    readonly context: EvaluationContext,
  ) {}

  value(value: Value): Computed {
    switch (value.kind) {
      case 'literal':
        return { kind: 'answer', value: value.value, type: undefined };
      case 'name':
        return { kind: 'answer', value: this.lookup(value.name), type: this.typeOf(value.name) };
      case 'negate': {
        const operand = this.number(value.operand, value);
        return operand === undefined ? SILENT : this.finite(operand.negated(), value);
      }
      case 'arithmetic':
        return this.arithmetic(value);
      case 'call':
        return callFunction(value, this);
    }
  }

  private arithmetic(value: Value & { readonly kind: 'arithmetic' }): Computed {
    const left = this.number(value.left, value);
    if (left === undefined) return SILENT;
    const right = this.number(value.right, value);
    if (right === undefined) return SILENT;
    switch (value.op) {
      case 'add':
        return this.finite(left.plus(right), value);
      case 'subtract':
        return this.finite(left.minus(right), value);
      case 'multiply':
        return this.finite(left.times(right), value);
      case 'divide':
        if (right.isZero()) return this.warn('division_by_zero', value, `Division by zero in "${printValue(value)}"; the calculation has no value.`);
        return this.finite(left.dividedBy(right), value);
    }
  }

  /** An operand as a decimal, or undefined after a warning (or silently when the operand warned already). */
  number(operand: Value, whole: Value): Dec | undefined {
    return this.read(operand, whole, asNumber, 'not_a_number', 'a number');
  }

  /** An operand as a day (days since 1970-01-01), or undefined after a warning. */
  day(operand: Value, whole: Value): number | undefined {
    return this.read(operand, whole, asDay, 'not_a_date', 'a date');
  }

  private read<T>(operand: Value, whole: Value, as: (computed: Computed) => T | undefined, code: 'not_a_number' | 'not_a_date', what: string): T | undefined {
    const computed = this.value(operand);
    if (computed.kind === 'missing' || (computed.kind === 'answer' && !isAnswered(computed.value))) {
      if (computed.kind === 'answer' || !computed.warned) this.missingOperand(operand, whole);
      return undefined;
    }
    const read = as(computed);
    if (read === undefined) this.notA(code, what, operand, whole);
    return read;
  }

  /** A result that JavaScript numbers can carry (at most about 1.8e308), or nothing. */
  finite(result: Dec, whole: Value): Computed {
    if (Number.isFinite(result.toNumber())) return { kind: 'number', value: result };
    return this.warn('out_of_range', whole, `"${printValue(whole)}" is too large a number; the calculation has no value.`);
  }

  /** A day within the years 1 to 9999, or nothing. */
  dayResult(day: number, whole: Value): Computed {
    if (day >= FIRST_DAY && day <= LAST_DAY) return { kind: 'date', day };
    return this.warn('out_of_range', whole, `"${printValue(whole)}" falls outside the years 1 to 9999; the calculation has no value.`);
  }

  warn(code: CalculationWarningCode, whole: Value, message: string): Computed {
    this.context.warn?.({ code, expression: printValue(whole), message });
    return SILENT;
  }

  missingOperand(operand: Value, whole: Value): void {
    const shown = printValue(operand);
    this.warn('missing_operand', whole, `"${shown}" has no value, so "${printValue(whole)}" has none.`);
  }

  notA(code: 'not_a_number' | 'not_a_date', what: string, operand: Value, whole: Value): void {
    this.warn(code, whole, `"${printValue(operand)}" is not ${what}, so "${printValue(whole)}" has no value.`);
  }
}

