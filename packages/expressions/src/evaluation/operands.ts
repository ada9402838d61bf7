import type { CalculationWarningCode, EvaluationContext } from '../calculation-warning';
import type { Computed } from './computed';
import type { Dec } from './decimal';
import type { Value } from '../expression';

/**
 * What a function (evaluate-function.ts) reads its arguments through and warns with: one
 * evaluation's answers, types and warnings. The `Calculator` of evaluate-value.ts is the one,
 * and it calls the functions: declared here so that the two modules do not import each other.
 */
export interface Operands {
  readonly context: EvaluationContext;
  value(value: Value): Computed;
  /** An operand as a decimal, or undefined after a warning (or silently when the operand warned already). */
  number(operand: Value, whole: Value): Dec | undefined;
  /** An operand as a day (days since 1970-01-01), or undefined after a warning. */
  day(operand: Value, whole: Value): number | undefined;
  /** A result that JavaScript numbers can carry, or nothing. */
  finite(result: Dec, whole: Value): Computed;
  /** A day within the years 1 to 9999, or nothing. */
  dayResult(day: number, whole: Value): Computed;
  warn(code: CalculationWarningCode, whole: Value, message: string): Computed;
  missingOperand(operand: Value, whole: Value): void;
}
