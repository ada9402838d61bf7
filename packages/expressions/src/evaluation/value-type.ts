/** The type of an alias (docs/resources.md#aliases), which decides how its values compare. */
export type ValueType = 'text' | 'number' | 'currency' | 'date' | 'boolean' | 'choice' | 'list' | 'picture';
