import { isMissing } from './is-missing';

/** SPEC section 3.2: true when answered and not false, 0 or "" (an empty list is not answered). */
export const isTruthy = (value: unknown): boolean => !isMissing(value) && value !== false && value !== 0;
