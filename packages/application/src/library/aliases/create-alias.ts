import { type Alias, type AliasInput, createAlias as create } from '@quire/domain/alias';
import { aliasId } from '@quire/domain/library-ids';
import type { AliasFormatChecker } from '@quire/ports/library/alias-format-checker';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { Clock } from '@quire/ports/platform/clock';
import type { IdGenerator } from '@quire/ports/platform/id-generator';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { aliasNamesFree } from './alias-names-free';
import { checkAliasFormat } from './check-alias-format';
import { currentTime } from '../../current-time';
import type { Principal } from '../../principal';

export type CreateAlias = (input: { readonly principal: Principal; readonly alias: AliasInput }) => TE.TaskEither<AppError, Alias>;
export const CreateAliasToken: ServiceIdentifier<CreateAlias> = Symbol.for('quire.CreateAlias');

/**
 * `POST /Aliases`: every field rule at once (InvalidFields), the format one the engine can apply
 * (when a checker is bound), then the name and synonyms must be
 * free among all names and synonyms of the tenant's aliases (AliasNameTaken; the store's unique
 * index decides a race the same way).
 */
export const createAlias =
  ({ aliases, ids, clock, formats }: { aliases: AliasRepository; ids: IdGenerator; clock: Clock; formats: AliasFormatChecker }): CreateAlias =>
  ({ principal, alias }) =>
    pipe(
      currentTime(clock),
      TE.chainEitherKW((now) => create({ ...alias, id: aliasId(ids.next()), tenantId: principal.tenantId, now })),
      TE.chainEitherK(checkAliasFormat(formats)),
      TE.chain(aliasNamesFree(aliases)),
      TE.chainFirst((created) => pipe(aliases.insert(created), TE.mapLeft((error): AppError => error))),
    );
