/** The longest text form accepted, in characters (UTF-16 code units). */
export const MAX_EXPRESSION_LENGTH = 4_000;

/**
 * How deeply conditions and calculations may nest. In the text form every "(", every prefix
 * `not` and `-`, every function call and every arithmetic operator counts one level on the way
 * down the tree; in the JSON form every `all`, `any`, `not`, `neg`, arithmetic and `call`
 * object. Keeps recursion far from the stack limit.
 */
export const MAX_NESTING_DEPTH = 64;

/** Most arguments of one function call (`min` and `max` take any number up to this). */
export const MAX_FUNCTION_ARGUMENTS = 100;
