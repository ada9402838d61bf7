/** A JSON value, as the condition tree of a rule is stored and answered. */
export type JsonValue = null | boolean | number | string | ReadonlyArray<JsonValue> | { readonly [key: string]: JsonValue };

/**
 * A rule's expression, already parsed and checked by the rule language (the RuleLanguage port):
 * the domain never parses, it keeps the canonical forms and the names the expression reads.
 */
export type RuleExpression = {
  /** Canonical text form (`client_age >= 18 and married`). */
  readonly text: string;
  /** Canonical JSON form (`{ "all": [ ... ] }`). */
  readonly json: JsonValue;
  /** Every name the expression reads, once each, in order of appearance (aliases, synonyms, item fields, loop variables). */
  readonly names: ReadonlyArray<string>;
};
