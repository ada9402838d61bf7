/**
 * The public entry point of `@quire/expressions` (what the built package exports, ADR 0060): the
 * tree, its two written forms, the canonical printer and the evaluator. Modules not named here
 * (the lexer, the decimal arithmetic, the function table's internals) are not part of the API.
 */
export * from './expression';
export * from './parse-expression';
export * from './parse-condition-json';
export * from './print-expression';
export * from './to-condition-json';
export * from './evaluate-expression';
export * from './evaluate-value';
export * from './calculation-warning';
export * from './calculation-types';
export * from './evaluation/functions';
export * from './referenced-names';
export * from './names';
export * from './evaluation/read-value';
export * from './evaluation/limits';
export * from './result';
export * from './expression-syntax-error';
export * from './syntax/condition-json';
export * from './condition-json-error';
export * from './evaluation/value-type';
export * from './seeded-random';
