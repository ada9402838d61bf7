import type { TenantId } from '@quire/domain/ids';
import { assertVersion, type LibraryEntity, type LibraryResource } from '@quire/domain/library/library-entity';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { requireFound } from '../require-found';

/** What every library repository offers to find one row of a tenant. */
export type FindsById<Id extends string, A> = {
  findById(tenantId: TenantId, id: Id): TE.TaskEither<StorageError, O.Option<A>>;
};

/** The tenant's resource with this id, else NotFound (another tenant's is not found either). */
export const requireLibraryEntity =
  <Id extends string, A>(resource: LibraryResource, repository: FindsById<Id, A>) =>
  (tenantId: TenantId, id: Id): TE.TaskEither<AppError, A> =>
    requireFound(resource, id, () => repository.findById(tenantId, id));

/** What a write of one resource names: the caller, the id, and the versions of its `If-Match` (null when none, or `*`). */
export type VersionedInput<Id extends string> = {
  readonly principal: Principal;
  readonly id: Id;
  readonly expectedVersions: ReadonlyArray<number> | null;
};

/** The resource a write addresses, held to the client's `If-Match` (VersionMismatch, 412). */
export const requireCurrentVersion =
  <Id extends string, A extends LibraryEntity<Id>>(resource: LibraryResource, repository: FindsById<Id, A>) =>
  ({ principal, id, expectedVersions }: VersionedInput<Id>): TE.TaskEither<AppError, A> =>
    pipe(
      requireLibraryEntity(resource, repository)(principal.tenantId, id),
      TE.chainEitherKW((entity) => assertVersion(resource, entity, expectedVersions)),
    );

/** `GET /<Resource>/:id`: one resource of the caller's tenant. */
export type GetLibraryEntity<Id extends string, A> = (input: { readonly principal: Principal; readonly id: Id }) => TE.TaskEither<AppError, A>;

export const getLibraryEntity =
  <Id extends string, A>(resource: LibraryResource, repository: FindsById<Id, A>): GetLibraryEntity<Id, A> =>
  ({ principal, id }) =>
    requireLibraryEntity(resource, repository)(principal.tenantId, id);
