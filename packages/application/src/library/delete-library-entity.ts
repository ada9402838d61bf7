import type { TenantId } from '@quire/domain/ids';
import type { LibraryEntity, LibraryResource } from '@quire/domain/library-entity';
import type { Usage } from '@quire/domain/library-usage';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { fromLibraryWriteError } from './library-write-error';
import { type FindsById, requireCurrentVersion, type VersionedInput } from './require-library-entity';

/** What every library repository offers to delete one row of a tenant at the version read. */
export type DeletesById<Id extends string, A> = FindsById<Id, A> & {
  delete(tenantId: TenantId, id: Id, version: number): TE.TaskEither<AppError | VersionConflict, void>;
};

/**
 * The delete of every library resource (`DELETE /<Resource>/:id`): the tenant's resource, held to
 * `If-Match`; the resource's own refusal (`refuse`: in use, not empty), if any; then the delete of
 * the version read (changed or gone meanwhile: `concurrent_update`).
 */
export const deleteLibraryEntity =
  <Id extends string, A extends LibraryEntity<Id>, I extends VersionedInput<Id>>(
    resource: LibraryResource,
    repository: DeletesById<Id, A>,
    refuse: (entity: A, input: I) => TE.TaskEither<AppError, unknown> = () => TE.right(undefined),
  ) =>
  (input: I): TE.TaskEither<AppError, void> =>
    pipe(
      requireCurrentVersion(resource, repository)(input),
      TE.chainFirst((entity) => refuse(entity, input)),
      TE.chain((entity) => pipe(repository.delete(input.principal.tenantId, entity.id, entity.version), TE.mapLeft(fromLibraryWriteError(resource)))),
    );

/** A delete that can be forced: `?force=true` deletes even what something uses. */
export type ForcibleDeleteInput<Id extends string> = VersionedInput<Id> & { readonly force: boolean };

/**
 * The delete of the resources others use (aliases, rules, snippets): refused while something uses
 * the resource (naming the templates, snippets and rules that do), unless forced.
 */
export const deleteUnlessUsed = <Id extends string, A extends LibraryEntity<Id>>(
  resource: LibraryResource,
  repository: DeletesById<Id, A>,
  usageOf: (entity: A) => TE.TaskEither<StorageError, Usage>,
  assertDeletable: (entity: A, usage: Usage, force: boolean) => E.Either<AppError, A>,
): ((input: ForcibleDeleteInput<Id>) => TE.TaskEither<AppError, void>) =>
  deleteLibraryEntity(resource, repository, (entity, { force }: ForcibleDeleteInput<Id>) =>
    pipe(
      usageOf(entity),
      TE.mapLeft((error): AppError => error),
      TE.chainEitherK((users) => assertDeletable(entity, users, force)),
    ),
  );
