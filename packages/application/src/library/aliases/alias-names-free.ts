import type { Alias } from '@quire/domain/alias';
import { aliasNameKeys, assertAliasNamesAvailable } from '@quire/domain/alias-names';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';

/** Are the alias's name and synonyms free among the tenant's other aliases (AliasNameTaken otherwise)? */
export const aliasNamesFree =
  (aliases: AliasRepository) =>
  (alias: Alias): TE.TaskEither<AppError, Alias> =>
    pipe(
      aliases.findByNameKeys(alias.tenantId, aliasNameKeys(alias)),
      TE.mapLeft((error): AppError => error),
      TE.chainEitherKW((others) => assertAliasNamesAvailable(alias, others)),
    );
