import type { RuleExpression } from '@quire/domain/rule-expression';
import type * as E from 'fp-ts/Either';
import type { ServiceIdentifier } from 'inversify';

/**
 * An expression that is not well formed (422 with where and what was expected). For the text
 * form: `position`, the 0-based offset in UTF-16 code units, with what was `expected` and `found`
 * there; for the JSON form: `path` into the condition tree (`$.all[1].op`).
 */
export type ExpressionInvalid = {
  readonly _tag: 'ExpressionInvalid';
  readonly form: 'text' | 'json';
  readonly message: string;
  readonly position?: number;
  readonly expected?: string;
  readonly found?: string;
  readonly path?: string;
};

/**
 * The rule language (SPEC §2, conditional rules), implemented with @quire/expressions by an
 * adapter: both forms parse to the same tree, answered in canonical text and JSON with the names
 * the expression reads. Pure and synchronous. Whether the names exist is the domain's check
 * (`resolveRuleReferences`), not the parser's.
 */
export interface RuleLanguage {
  /** The text form: `client_age >= 18 and (marital_status = "married" or has_partner)`. */
  parse(text: string): E.Either<ExpressionInvalid, RuleExpression>;
  /** The JSON form: `{ "all": [ { "alias": "client_age", "op": "gte", "value": 18 }, ... ] }`. */
  fromJson(json: unknown): E.Either<ExpressionInvalid, RuleExpression>;
}
export const RuleLanguageToken: ServiceIdentifier<RuleLanguage> = Symbol.for('quire.RuleLanguage');
