/**
 * Why a calculation has no value (docs/template-language.md#calculations): never an error, a warning the caller passes on.
 * `expression` is the calculation that has no value, in canonical text.
 */
export type CalculationWarning = {
  readonly code: CalculationWarningCode;
  readonly expression: string;
  readonly message: string;
};

export type CalculationWarningCode =
  | 'division_by_zero'
  | 'missing_operand'
  | 'not_a_number'
  | 'not_a_date'
  | 'not_a_list'
  | 'bad_argument'
  | 'out_of_range';

/** What evaluation may need beyond the answers: the day `today()` answers, and where warnings go. */
export interface EvaluationContext {
  /** "YYYY-MM-DD": today in the request's time zone (the caller reads its clock; evaluation never does). */
  readonly today?: string;
  /** Told of each calculation that has no value: a division by zero, a missing or unreadable operand. */
  readonly warn?: (warning: CalculationWarning) => void;
}
