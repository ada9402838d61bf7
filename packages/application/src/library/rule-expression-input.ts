import type { AliasFormula } from '@quire/domain/library/aliases/alias-formula';
import type { RuleExpression } from '@quire/domain/library/rules/rule-expression';
import type { ExpressionInvalid, RuleLanguage } from '@quire/ports/library/rule-language';
import * as E from 'fp-ts/Either';
import type { AppError } from '../app-error';

/** An expression as a client sends it: the text form, or the JSON form (docs/resources.md#conditional-rules; a rule's condition tree, a formula's calculation). */
export type RuleExpressionInput = { readonly text: string } | { readonly json: unknown };

/**
 * Parses what the client sent with one of the language's pairs of readers: undefined stays "not
 * given", null and a blank text mean "none". A text that does not parse is ExpressionInvalid with
 * the position and what was expected there; a JSON form, with its path.
 */
const parseWritten =
  <Parsed>(text: (written: string) => E.Either<ExpressionInvalid, Parsed>, json: (written: unknown) => E.Either<ExpressionInvalid, Parsed>) =>
  (input: RuleExpressionInput | null | undefined): E.Either<AppError, Parsed | null | undefined> => {
    if (input === undefined || input === null) return E.right(input);
    if ('text' in input) return input.text.trim() === '' ? E.right(null) : text(input.text);
    return json(input.json);
  };

/** A rule's expression (a condition rule without one misses it: FieldRequired). */
export const parseRuleExpression = (language: RuleLanguage): ((input: RuleExpressionInput | null | undefined) => E.Either<AppError, RuleExpression | null | undefined>) =>
  parseWritten(
    (text) => language.parse(text),
    (json) => language.fromJson(json),
  );

/** A computed alias's formula (docs/template-language.md#computed-aliases): a calculation alone. */
export const parseAliasFormula = (language: RuleLanguage): ((input: RuleExpressionInput | null | undefined) => E.Either<AppError, AliasFormula | null | undefined>) =>
  parseWritten(
    (text) => language.parseFormula(text),
    (json) => language.formulaFromJson(json),
  );
