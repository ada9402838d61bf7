import { type Alias, createAlias as create } from '@quire/domain/library/aliases/alias';
import { aliasId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { type AliasFieldsInput, checkFormulaTypes, formulaVocabulary } from './alias-formula-check';
import { aliasNamesFree } from './alias-names-free';
import { checkAliasFormat } from './check-alias-format';
import { currentTime } from '../../current-time';
import type { Principal } from '../../principal';
import { parseAliasFormula } from '../rule-expression-input';

export type CreateAlias = (input: { readonly principal: Principal; readonly alias: AliasFieldsInput }) => TE.TaskEither<AppError, Alias>;

type CreateAliasDeps = Pick<Ports, 'aliases' | 'ids' | 'clock' | 'formats' | 'ruleLanguage'>;

/**
 * `POST /Aliases`: a formula (text or JSON) is parsed into its canonical forms (ExpressionInvalid
 * with the position otherwise); every field rule at once (InvalidFields); a formula's names must
 * be aliases (UnknownAliases) and lead back to it through no chain of formulas (FormulaCycle),
 * and its result and operands must fit the aliases' types; the format one the engine can apply;
 * then the name and synonyms must be free among all names and synonyms of the tenant's aliases
 * (AliasNameTaken; the store's unique index decides a race the same way).
 */
export const createAlias =
  ({ aliases, ids, clock, formats, ruleLanguage }: CreateAliasDeps): CreateAlias =>
  ({ principal, alias }) =>
    pipe(
      TE.fromEither(parseAliasFormula(ruleLanguage)(alias.formula)),
      TE.bindTo('formula'),
      TE.bind('vocabulary', ({ formula }) => formulaVocabulary(aliases)(principal.tenantId, formula ?? null)),
      TE.bind('now', () => currentTime(clock)),
      TE.chainEitherKW(({ formula, vocabulary, now }) =>
        pipe(
          create({ ...alias, formula: formula ?? null, id: aliasId(ids.next()), tenantId: principal.tenantId, now }, vocabulary),
          E.chainW(checkFormulaTypes(ruleLanguage, vocabulary)),
        ),
      ),
      TE.chainEitherK(checkAliasFormat(formats)),
      TE.chain(aliasNamesFree(aliases)),
      TE.chainFirst((created) => pipe(aliases.insert(created), TE.mapLeft((error): AppError => error))),
    );
