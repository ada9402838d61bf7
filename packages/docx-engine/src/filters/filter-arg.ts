/** A literal written after a filter's colon: `join: ", ", " and "` has two string arguments, `number: 2` one number. */
export type FilterArg = string | number;
