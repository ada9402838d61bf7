import { type AliasPatch, updateAlias as update } from '@quire/domain/alias';
import { assertAliasChangeAllowed } from '@quire/domain/alias-usage';
import { assertVersion } from '@quire/domain/library-entity';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasFormatChecker } from '@quire/ports/library/alias-format-checker';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { Clock } from '@quire/ports/platform/clock';
import type { UsageQueries } from '@quire/ports/library/usage';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { aliasNamesFree } from './alias-names-free';
import { checkAliasFormat } from './check-alias-format';
import { currentTime } from '../../current-time';
import type { AliasWithUsage } from './get-alias';
import { fromLibraryWriteError } from '../library-write-error';
import type { Principal } from '../../principal';
import { requireAlias } from './require-alias';

export type UpdateAliasInput = {
  readonly principal: Principal;
  readonly id: AliasId;
  readonly patch: AliasPatch;
  /** `If-Match`: the versions the client holds; null when it sent none. */
  readonly expectedVersions: ReadonlyArray<number> | null;
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
export const updateAlias =
  ({ aliases, usage, clock, formats }: { aliases: AliasRepository; usage: UsageQueries; clock: Clock; formats: AliasFormatChecker }): UpdateAlias =>
  ({ principal, id, patch, expectedVersions, force }) => {
    const usageOf = (alias: Parameters<UsageQueries['ofAlias']>[1]) => pipe(usage.ofAlias(principal.tenantId, alias), TE.mapLeft((error): AppError => error));
    return pipe(
      requireAlias(aliases)(principal.tenantId, id),
      TE.chainEitherKW((alias) => assertVersion('Alias', alias, expectedVersions)),
      TE.bindTo('before'),
      TE.bind('now', () => currentTime(clock)),
      TE.bindW('after', ({ before, now }) => TE.fromEither(update(before, patch, now))),
      TE.chain(({ before, after }): TE.TaskEither<AppError, AliasWithUsage> =>
        after === before
          ? pipe(usageOf(before), TE.map((users) => ({ alias: before, usage: users })))
          : pipe(
              TE.fromEither(checkAliasFormat(formats)(after)),
              TE.chain(() => usageOf(before)),
              TE.chainEitherKW((users) => assertAliasChangeAllowed(before, after, users, force)),
              TE.chain(aliasNamesFree(aliases)),
              TE.chainFirst((changed) => pipe(aliases.update(changed), TE.mapLeft(fromLibraryWriteError('Alias')))),
              TE.chain((changed) => pipe(usageOf(changed), TE.map((users) => ({ alias: changed, usage: users })))),
            ),
      ),
    );
  };
