/** Why a value cannot go into a field; the caller formats values, so each of these is its mistake. */
export type PdfFillReason = 'wrong_type' | 'not_an_option' | 'too_long' | 'read_only' | 'multiple_values';

export interface PdfFillProblem {
  readonly code: 'field_value_invalid';
  readonly field: string;
  readonly reason: PdfFillReason;
  readonly message: string;
}

const WHAT: Readonly<Record<PdfFillReason, string>> = {
  wrong_type: 'takes another kind of value',
  not_an_option: 'has no such option',
  too_long: 'takes fewer characters',
  read_only: 'is read-only',
  multiple_values: 'takes one value only',
};

export const fillProblem = (field: string, reason: PdfFillReason): PdfFillProblem => ({
  code: 'field_value_invalid',
  field,
  reason,
  message: `The PDF form's field "${field}" ${WHAT[reason]}.`,
});
