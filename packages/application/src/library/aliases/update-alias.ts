import { type AliasPatch, updateAlias as update } from '@quire/domain/library/aliases/alias';
import type { AliasFormula } from '@quire/domain/library/aliases/alias-formula';
import { assertAliasChangeAllowed } from '@quire/domain/library/aliases/alias-usage';
import type { AliasId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import { fromLibraryWriteError } from '../library-write-error';
import type { VersionedInput } from '../require-library-entity';
import { updateLibraryEntity } from '../update-library-entity';
import { type AliasFieldsInput, checkFormulaTypes, formulaVocabulary } from './alias-formula-check';
import { aliasNamesFree } from './alias-names-free';
import { checkAliasFormat } from './check-alias-format';
import { type AliasWithUsage, withUsage } from './get-alias';
import { parseAliasFormula } from '../rule-expression-input';

export type UpdateAliasInput = VersionedInput<AliasId> & {
  /** The fields given replace the stored ones; null clears. */
  readonly patch: Partial<AliasFieldsInput>;
  /** `?force=true`: change even what would break the alias's users (ADR 0010). */
  readonly force: boolean;
};
export type UpdateAlias = (input: UpdateAliasInput) => TE.TaskEither<AppError, AliasWithUsage>;

type UpdateAliasDeps = Pick<Ports, 'aliases' | 'usage' | 'clock' | 'formats' | 'ruleLanguage'>;

/**
 * `PUT /Aliases/:id`: the patch is merged and every field rule re-checked, a formula (new or kept)
 * as on create. A change that would break users (dropping a name or synonym something uses,
 * changing the type of a used alias; formulas that read it count as users) is AliasInUse unless
 * forced; new names and synonyms must be free. An update that changes nothing answers the alias as
 * it is (same version).
 */
export const updateAlias = ({ aliases, usage, clock, formats, ruleLanguage }: UpdateAliasDeps): UpdateAlias => {
  const updated = updateLibraryEntity(
    'Alias',
    aliases,
    (before, { patch }: UpdateAliasInput) =>
      pipe(
        TE.fromEither(parseAliasFormula(ruleLanguage)(patch.formula)),
        TE.bindTo('formula'),
        TE.bind('vocabulary', ({ formula }) => formulaVocabulary(aliases)(before.tenantId, formula === undefined ? before.formula : formula)),
        TE.bind('now', () => currentTime(clock)),
        TE.chainEitherKW(({ formula, vocabulary, now }) =>
          pipe(
            update(before, toAliasPatch(patch, formula), now, vocabulary),
            E.chainW((after) => (after === before ? E.right(after) : checkFormulaTypes(ruleLanguage, vocabulary)(after))),
          ),
        ),
        TE.map((after) => ({ after })),
      ),
    (before, { after }, { force }) =>
      pipe(
        TE.fromEither(checkAliasFormat(formats)(after)),
        TE.chain(() => pipe(usage.ofAlias(before.tenantId, before), TE.mapLeft((error): AppError => error))),
        TE.chainEitherKW((users) => assertAliasChangeAllowed(before, after, users, force)),
        TE.chain(aliasNamesFree(aliases)),
        TE.chain((changed) => pipe(aliases.update(changed), TE.mapLeft(fromLibraryWriteError('Alias')))),
      ),
  );
  return (input) => pipe(updated(input), TE.chain(withUsage(usage)));
};

const toAliasPatch = ({ formula: _written, ...fields }: Partial<AliasFieldsInput>, formula: AliasFormula | null | undefined): AliasPatch => ({
  ...fields,
  ...(formula === undefined ? {} : { formula }),
});
