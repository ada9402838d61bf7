import type { RuleExpression } from '@quire/domain/rule-expression';
import type { RuleLanguage } from '@quire/ports/library/rule-language';
import * as E from 'fp-ts/Either';
import type { AppError } from '../../app-error';

/** A rule's expression as a client sends it: the text form, or the JSON condition tree (SPEC §2). */
export type RuleExpressionInput = { readonly text: string } | { readonly json: unknown };

/**
 * Parses what the client sent with the rule language: undefined stays "not given", null and a
 * blank text mean "no expression" (a condition rule then misses one: FieldRequired). A text that
 * does not parse is ExpressionInvalid with the position and what was expected there.
 */
export const parseRuleExpression =
  (language: RuleLanguage) =>
  (input: RuleExpressionInput | null | undefined): E.Either<AppError, RuleExpression | null | undefined> => {
    if (input === undefined || input === null) return E.right(input);
    if ('text' in input) return input.text.trim() === '' ? E.right(null) : language.parse(input.text);
    return language.fromJson(input.json);
  };
