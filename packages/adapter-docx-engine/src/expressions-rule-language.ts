import type { AliasType } from '@quire/domain/library/aliases/alias';
import type { AliasFormula } from '@quire/domain/library/aliases/alias-formula';
import type { JsonValue, RuleExpression } from '@quire/domain/library/rules/rule-expression';
import { calculatedType, calculationTypeProblems, type CalculatedType } from '@quire/expressions/calculation-types';
import type { Expr, Value } from '@quire/expressions/expression';
import type { ConditionJsonError } from '@quire/expressions/condition-json-error';
import type { ExpressionSyntaxError } from '@quire/expressions/expression-syntax-error';
import { parseCalculationJson, parseConditionJson } from '@quire/expressions/parse-condition-json';
import { parseCalculation, parseExpression } from '@quire/expressions/parse-expression';
import { printExpression, printValue } from '@quire/expressions/print-expression';
import { referencedNames, referencedNamesOfValue } from '@quire/expressions/referenced-names';
import { toConditionJson, toValueJson } from '@quire/expressions/to-condition-json';
import type { Result } from '@quire/expressions/result';
import type { ExpressionInvalid, RuleLanguage } from '@quire/ports/library/rule-language';
import * as E from 'fp-ts/Either';
import { formulaTree } from './engine-vocabulary';

/** Both written forms of a parsed tree, canonical, with the names it reads (once each, in order). */
export const ruleExpressionOf = (expr: Expr): RuleExpression => ({
  text: printExpression(expr),
  // ConditionJson is plain JSON (objects, arrays, strings, finite numbers, booleans).
  json: toConditionJson(expr) as JsonValue,
  names: referencedNames(expr),
});

/** A formula's written forms, as a rule's: canonical text, JSON, the names it reads. */
export const aliasFormulaOf = (value: Value): AliasFormula => ({
  text: printValue(value),
  // ValueJson is plain JSON too.
  json: toValueJson(value) as JsonValue,
  names: referencedNamesOfValue(value),
});

type Of = NonNullable<ExpressionInvalid['of']>;

/** A refusal of one written form; it names what was written (`of`) unless that was a rule. */
const invalid = (of: Of, detail: Omit<ExpressionInvalid, '_tag' | 'of'>): ExpressionInvalid => ({ _tag: 'ExpressionInvalid', ...(of === 'rule' ? {} : { of }), ...detail });

const textInvalid = (of: Of) => (error: ExpressionSyntaxError) =>
  invalid(of, { form: 'text', message: error.message, position: error.position, expected: error.expected, found: error.found });

/** The path is part of the message too: a client showing only the message still says where. */
const jsonInvalid = (of: Of) => (error: ConditionJsonError) => invalid(of, { form: 'json', message: `${error.message} (at ${error.path})`, path: error.path });

const toEither = <Tree, Error, Parsed>(result: Result<Tree, Error>, written: (tree: Tree) => Parsed, invalid: (error: Error) => ExpressionInvalid): E.Either<ExpressionInvalid, Parsed> =>
  result.ok ? E.right(written(result.value)) : E.left(invalid(result.error));

/** What each alias type holds, as calculations see it; text shows anything. */
const ACCEPTS: Readonly<Record<AliasType, ReadonlyArray<CalculatedType> | 'anything'>> = {
  text: 'anything',
  number: ['number'],
  currency: ['number'],
  date: ['date'],
  boolean: ['boolean'],
  choice: ['text'],
  list: ['list'],
  // Never computed (FORMULA_TYPES): a picture is no value a calculation gives.
  picture: [],
};

const KIND_WORDS: Readonly<Record<CalculatedType, string>> = { number: 'a number', date: 'a date', text: 'a text', boolean: 'true or false', list: 'a list', unknown: 'a value' };

/** The rule language (docs/resources.md#conditional-rules) and its calculations (docs/template-language.md#calculations) on @quire/expressions: text and JSON parse to one tree, answered in both canonical forms. */
export class ExpressionsRuleLanguage implements RuleLanguage {
  parse(text: string): E.Either<ExpressionInvalid, RuleExpression> {
    return toEither(parseExpression(text), ruleExpressionOf, textInvalid('rule'));
  }

  fromJson(json: unknown): E.Either<ExpressionInvalid, RuleExpression> {
    return toEither(parseConditionJson(json), ruleExpressionOf, jsonInvalid('rule'));
  }

  parseFormula(text: string): E.Either<ExpressionInvalid, AliasFormula> {
    return toEither(parseCalculation(text), aliasFormulaOf, textInvalid('formula'));
  }

  formulaFromJson(json: unknown): E.Either<ExpressionInvalid, AliasFormula> {
    return toEither(parseCalculationJson(json), aliasFormulaOf, jsonInvalid('formula'));
  }

  formulaProblems(formula: AliasFormula, type: AliasType, typeOf: (name: string) => AliasType | undefined): ReadonlyArray<string> {
    const tree = formulaTree(formula);
    if (tree === undefined) return [];
    const problems = calculationTypeProblems(tree, typeOf);
    const result = calculatedType(tree, typeOf);
    const accepted = ACCEPTS[type];
    if (result !== 'unknown' && accepted !== 'anything' && !accepted.includes(result)) {
      problems.unshift(`"${formula.text}" gives ${KIND_WORDS[result]}, but a ${type} alias holds ${KIND_WORDS[accepted[0] ?? 'unknown']}.`);
    }
    return problems;
  }
}
