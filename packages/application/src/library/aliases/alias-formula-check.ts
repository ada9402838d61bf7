import type { Alias, AliasInput } from '@quire/domain/library/aliases/alias';
import type { AliasFormula, FormulaTerm } from '@quire/domain/library/aliases/alias-formula';
import type { TenantId } from '@quire/domain/ids';
import { nameKey } from '@quire/domain/names';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { RuleLanguage } from '@quire/ports/library/rule-language';
import * as E from 'fp-ts/Either';
import * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AppError } from '../../app-error';
import type { RuleExpressionInput } from '../rule-expression-input';

/** An alias as a client sends it: the fields of the domain's AliasInput, the formula as written (text or JSON). */
export type AliasFieldsInput = Omit<AliasInput, 'formula'> & { readonly formula?: RuleExpressionInput | null };

/**
 * The tenant's aliases, which a formula's names are resolved and its cycles looked for among
 * (`resolveAliasFormula`); none are read for an alias without a formula.
 */
export const formulaVocabulary =
  (aliases: AliasRepository) =>
  (tenantId: TenantId, formula: AliasFormula | null): TE.TaskEither<AppError, ReadonlyArray<FormulaTerm>> =>
    formula === null
      ? TE.right([])
      : pipe(
          aliases.listAll(tenantId),
          TE.mapLeft((error): AppError => error),
        );

/**
 * Does the formula fit the alias's type, and its operands their functions, as the aliases' types
 * tell (`RuleLanguage.formulaProblems`)? InvalidFields on `formula` listing every problem otherwise.
 */
export const checkFormulaTypes =
  (language: RuleLanguage, vocabulary: ReadonlyArray<FormulaTerm>) =>
  (alias: Alias): E.Either<AppError, Alias> => {
    if (alias.formula === null) return E.right(alias);
    const typeOf = (name: string) => vocabulary.find((other) => other.id !== alias.id && [other.name, ...other.synonyms].some((key) => nameKey(key) === nameKey(name)))?.type;
    return pipe(
      RNEA.fromReadonlyArray(language.formulaProblems(alias.formula, alias.type, typeOf)),
      (problems) =>
        problems._tag === 'None'
          ? E.right(alias)
          : E.left({ _tag: 'InvalidFields', problems: RNEA.map((reason: string) => ({ _tag: 'InvalidText' as const, field: 'formula', reason }))(problems.value) }),
    );
  };
