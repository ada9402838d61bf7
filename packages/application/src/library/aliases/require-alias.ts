import type { Alias } from '@quire/domain/alias';
import type { TenantId } from '@quire/domain/ids';
import type { AliasId } from '@quire/domain/library-ids';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../../app-error';

/** The tenant's alias with this id, else NotFound (another tenant's alias is not found either). */
export const requireAlias =
  (aliases: AliasRepository) =>
  (tenantId: TenantId, id: AliasId): TE.TaskEither<AppError, Alias> =>
    pipe(
      aliases.findById(tenantId, id),
      TE.mapLeft((error): AppError => error),
      TE.chain(TE.fromOption(() => notFound('Alias', id))),
    );
