/** The longest text form accepted, in characters (UTF-16 code units). */
export const MAX_EXPRESSION_LENGTH = 4_000;

/**
 * How deeply conditions may nest: in the text form every "(" and every prefix `not` counts one
 * level; in the JSON form every `all`, `any` and `not` object. Keeps recursion far from the stack limit.
 */
export const MAX_NESTING_DEPTH = 64;
