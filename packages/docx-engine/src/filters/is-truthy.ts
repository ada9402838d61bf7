import { isMissing } from './is-missing';

/** True when answered and not false, 0 or "" (an empty list is not answered). */
export const isTruthy = (value: unknown): boolean => !isMissing(value) && value !== false && value !== 0;
