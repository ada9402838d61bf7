import { toDecimal, type Dec } from './decimal';
import { readDay } from './read-value';
import type { ValueType } from './value-type';

/**
 * What a calculation gives while it is worked out: an exact decimal, a calendar day (days since
 * 1970-01-01), an answer or literal as it was given (with its alias's type), or nothing. `warned`
 * says a warning was already given for the nothing, so that the calculations around it stay quiet.
 */
export type Computed =
  | { readonly kind: 'number'; readonly value: Dec }
  | { readonly kind: 'date'; readonly day: number }
  | { readonly kind: 'answer'; readonly value: unknown; readonly type: ValueType | undefined }
  | { readonly kind: 'missing'; readonly warned: boolean };

/** Nothing, already warned about. */
export const SILENT: Computed = { kind: 'missing', warned: true };

/** A computed number, or an answer that clearly is one. */
export const asNumber = (computed: Computed): Dec | undefined =>
  computed.kind === 'number' ? computed.value : computed.kind === 'answer' ? toDecimal(computed.value) : undefined;

/** A computed day, or an answer that is a date. */
export const asDay = (computed: Computed): number | undefined => (computed.kind === 'date' ? computed.day : computed.kind === 'answer' ? readDay(computed.value) : undefined);
