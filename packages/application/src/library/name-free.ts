import type { TenantId } from '@quire/domain/ids';
import { assertNameAvailable, type NameTaken } from '@quire/domain/library-names';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

type Named = { readonly id: string; readonly tenantId: TenantId; readonly name: string };

/**
 * Is the resource's name free in its tenant (NameTaken otherwise; the resource itself keeping its
 * name is no clash)? For rules, snippets and templates, whose names are unique per tenant.
 */
export const nameFree =
  <A extends Named>(
    resource: NameTaken['resource'],
    repository: { findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<Named>> },
  ) =>
  (entity: A): TE.TaskEither<AppError, A> =>
    pipe(
      repository.findByName(entity.tenantId, entity.name),
      TE.mapLeft((error): AppError => error),
      TE.chainEitherKW((holder) => assertNameAvailable(resource, entity, holder)),
    );
