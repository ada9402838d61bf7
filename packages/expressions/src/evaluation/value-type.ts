/** The type of an alias (SPEC 2), which decides how its values compare. */
export type ValueType = 'text' | 'number' | 'currency' | 'date' | 'boolean' | 'choice' | 'list';
