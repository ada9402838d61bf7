import type { LibraryEntity, LibraryResource } from '@quire/domain/library-entity';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { type FindsById, requireCurrentVersion, type VersionedInput } from './require-library-entity';

/** The changed resource (the very object read when nothing changes), with what its save needs besides. */
export type EntityChange<A> = { readonly after: A };

/**
 * The update of every library resource (`PUT /<Resource>/:id`): the tenant's resource, held to
 * `If-Match`; the resource's own `change` of it; a change that changes nothing answers the
 * resource as it is (same version, nothing checked or written); otherwise the resource's own
 * `save` (its checks, then its write, whose VersionConflict `fromLibraryWriteError` makes a
 * `concurrent_update`). Answers the resource as saved.
 */
export const updateLibraryEntity =
  <Id extends string, A extends LibraryEntity<Id>, I extends VersionedInput<Id>, C extends EntityChange<A>>(
    resource: LibraryResource,
    repository: FindsById<Id, A>,
    change: (before: A, input: I) => TE.TaskEither<AppError, C>,
    save: (before: A, change: C, input: I) => TE.TaskEither<AppError, unknown>,
  ) =>
  (input: I): TE.TaskEither<AppError, A> =>
    pipe(
      requireCurrentVersion(resource, repository)(input),
      TE.bindTo('before'),
      TE.bind('change', ({ before }) => change(before, input)),
      TE.chain(({ before, change: changed }) =>
        changed.after === before ? TE.right(before) : pipe(save(before, changed, input), TE.map(() => changed.after)),
      ),
    );
