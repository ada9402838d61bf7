import { assertAliasDeletable } from '@quire/domain/alias-usage';
import { assertVersion } from '@quire/domain/library-entity';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { UsageQueries } from '@quire/ports/library/usage';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { fromLibraryWriteError } from '../library-write-error';
import type { Principal } from '../../principal';
import { requireAlias } from './require-alias';

export type DeleteAliasInput = {
  readonly principal: Principal;
  readonly id: AliasId;
  readonly expectedVersions: ReadonlyArray<number> | null;
  /** `?force=true`: delete even while templates, snippets or rules use it. */
  readonly force: boolean;
};
export type DeleteAlias = (input: DeleteAliasInput) => TE.TaskEither<AppError, void>;
export const DeleteAliasToken: ServiceIdentifier<DeleteAlias> = Symbol.for('quire.DeleteAlias');

/** `DELETE /Aliases/:id`: refused with AliasInUse (naming the templates, snippets and rules that use it) unless forced. */
export const deleteAlias =
  ({ aliases, usage }: { aliases: AliasRepository; usage: UsageQueries }): DeleteAlias =>
  ({ principal, id, expectedVersions, force }) =>
    pipe(
      requireAlias(aliases)(principal.tenantId, id),
      TE.chainEitherKW((alias) => assertVersion('Alias', alias, expectedVersions)),
      TE.chainFirst((alias) =>
        pipe(
          usage.ofAlias(principal.tenantId, alias),
          TE.mapLeft((error): AppError => error),
          TE.chainEitherKW((users) => assertAliasDeletable(alias, users, force)),
        ),
      ),
      TE.chain((alias) => pipe(aliases.delete(principal.tenantId, alias.id, alias.version), TE.mapLeft(fromLibraryWriteError('Alias')))),
    );
