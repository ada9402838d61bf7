import { type AliasPatch, updateAlias as update } from '@quire/domain/alias';
import { assertAliasChangeAllowed } from '@quire/domain/alias-usage';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasFormatChecker } from '@quire/ports/library/alias-format-checker';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import type { Clock } from '@quire/ports/platform/clock';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { currentTime } from '../../current-time';
import { fromLibraryWriteError } from '../library-write-error';
import type { VersionedInput } from '../require-library-entity';
import { updateLibraryEntity } from '../update-library-entity';
import { aliasNamesFree } from './alias-names-free';
import { checkAliasFormat } from './check-alias-format';
import { type AliasWithUsage, withUsage } from './get-alias';

export type UpdateAliasInput = VersionedInput<AliasId> & {
  readonly patch: AliasPatch;
  /** `?force=true`: change even what would break the alias's users (ADR 0010). */
  readonly force: boolean;
};
export type UpdateAlias = (input: UpdateAliasInput) => TE.TaskEither<AppError, AliasWithUsage>;
export const UpdateAliasToken: ServiceIdentifier<UpdateAlias> = Symbol.for('quire.UpdateAlias');

/**
 * `PUT /Aliases/:id`: the patch is merged and every field rule re-checked. A change that would
 * break users (dropping a name or synonym something uses, changing the type of a used alias) is
 * AliasInUse unless forced; new names and synonyms must be free. An update that changes nothing
 * answers the alias as it is (same version).
 */
export const updateAlias = ({ aliases, usage, clock, formats }: { aliases: AliasRepository; usage: UsageQueries; clock: Clock; formats: AliasFormatChecker }): UpdateAlias => {
  const updated = updateLibraryEntity(
    'Alias',
    aliases,
    (before, { patch }: UpdateAliasInput) =>
      pipe(
        currentTime(clock),
        TE.chainEitherKW((now) => update(before, patch, now)),
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
