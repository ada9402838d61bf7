import type { AliasType } from '@quire/domain/library/aliases/alias';
import type { AliasFormula } from '@quire/domain/library/aliases/alias-formula';
import type { RuleExpression } from '@quire/domain/library/rules/rule-expression';
import type * as E from 'fp-ts/Either';

/**
 * An expression that is not well formed (422 with where and what was expected). For the text
 * form: `position`, the 0-based offset in UTF-16 code units, with what was `expected` and `found`
 * there; for the JSON form: `path` into the condition tree (`$.all[1].op`).
 */
export type ExpressionInvalid = {
  readonly _tag: 'ExpressionInvalid';
  /** Whose expression: a rule's (`expression` / `condition`, the default) or a computed alias's formula (`formula` / `calculation`). */
  readonly of?: 'rule' | 'formula';
  readonly form: 'text' | 'json';
  readonly message: string;
  readonly position?: number;
  readonly expected?: string;
  readonly found?: string;
  readonly path?: string;
};

/**
 * The rule language (docs/resources.md#conditional-rules, conditional rules) and its calculations (docs/template-language.md#computed-aliases, computed
 * aliases' formulas), implemented with @quire/expressions by an adapter: both forms parse to the
 * same tree, answered in canonical text and JSON with the names the expression reads. Pure and
 * synchronous. Whether the names exist is the domain's check (`resolveRuleReferences`,
 * `resolveAliasFormula`), not the parser's.
 */
export interface RuleLanguage {
  /** The text form: `client_age >= 18 and (marital_status = "married" or has_partner)`. */
  parse(text: string): E.Either<ExpressionInvalid, RuleExpression>;
  /** The JSON form: `{ "all": [ { "alias": "client_age", "op": "gte", "value": 18 }, ... ] }`. */
  fromJson(json: unknown): E.Either<ExpressionInvalid, RuleExpression>;
  /** A formula's text form, a calculation alone: `sum(items, "amount") * (1 + tax_rate)`. */
  parseFormula(text: string): E.Either<ExpressionInvalid, AliasFormula>;
  /** A formula's JSON form: `{ "call": "sum", "args": [ { "alias": "items" }, "amount" ] }`. */
  formulaFromJson(json: unknown): E.Either<ExpressionInvalid, AliasFormula>;
  /**
   * What the alias types show to be wrong in a formula for an alias of `type`, in words for the
   * person who wrote it: a result of another kind (a date for a number alias), or an operand of
   * the wrong kind (`add_days(client_name, 3)`). Names without a type are given the benefit of the doubt.
   */
  formulaProblems(formula: AliasFormula, type: AliasType, typeOf: (name: string) => AliasType | undefined): ReadonlyArray<string>;
}
