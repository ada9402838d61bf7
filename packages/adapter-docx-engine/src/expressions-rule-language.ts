import type { JsonValue, RuleExpression } from '@quire/domain/rule-expression';
import type { Expr } from '@quire/expressions/expression';
import type { ConditionJsonError } from '@quire/expressions/condition-json-error';
import type { ExpressionSyntaxError } from '@quire/expressions/expression-syntax-error';
import { parseConditionJson } from '@quire/expressions/parse-condition-json';
import { parseExpression } from '@quire/expressions/parse-expression';
import { printExpression } from '@quire/expressions/print-expression';
import { referencedNames } from '@quire/expressions/referenced-names';
import { toConditionJson } from '@quire/expressions/to-condition-json';
import type { Result } from '@quire/expressions/result';
import type { ExpressionInvalid, RuleLanguage } from '@quire/ports/library/rule-language';
import * as E from 'fp-ts/Either';

/** Both written forms of a parsed tree, canonical, with the names it reads (once each, in order). */
export const ruleExpressionOf = (expr: Expr): RuleExpression => ({
  text: printExpression(expr),
  // ConditionJson is plain JSON (objects, arrays, strings, finite numbers, booleans).
  json: toConditionJson(expr) as JsonValue,
  names: referencedNames(expr),
});

const textInvalid = (error: ExpressionSyntaxError): ExpressionInvalid => ({
  _tag: 'ExpressionInvalid',
  form: 'text',
  message: error.message,
  position: error.position,
  expected: error.expected,
  found: error.found,
});

/** The path is part of the message too: a client showing only the message still says where. */
const jsonInvalid = (error: ConditionJsonError): ExpressionInvalid => ({
  _tag: 'ExpressionInvalid',
  form: 'json',
  message: `${error.message} (at ${error.path})`,
  path: error.path,
});

const toEither = <Error>(result: Result<Expr, Error>, invalid: (error: Error) => ExpressionInvalid): E.Either<ExpressionInvalid, RuleExpression> =>
  result.ok ? E.right(ruleExpressionOf(result.value)) : E.left(invalid(result.error));

/** The rule language of SPEC §2 on @quire/expressions: text and JSON parse to one tree, answered in both canonical forms. */
export class ExpressionsRuleLanguage implements RuleLanguage {
  parse(text: string): E.Either<ExpressionInvalid, RuleExpression> {
    return toEither(parseExpression(text), textInvalid);
  }

  fromJson(json: unknown): E.Either<ExpressionInvalid, RuleExpression> {
    return toEither(parseConditionJson(json), jsonInvalid);
  }
}
