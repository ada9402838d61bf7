/** The kinds of value an alias holds; what its values are checked as and how they show. */
export type AliasType = 'text' | 'number' | 'currency' | 'date' | 'boolean' | 'choice' | 'list' | 'picture';
