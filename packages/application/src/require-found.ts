import type { StorageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound, type ResourceName } from './app-error';

/** What a lookup by id found (looked up when the task runs), else NotFound (the resource and the id it asked for). */
export const requireFound = <A>(resource: ResourceName, id: string, lookup: () => TE.TaskEither<StorageError, O.Option<A>>): TE.TaskEither<AppError, A> =>
  pipe(
    TE.Do,
    TE.chain(lookup),
    TE.mapLeft((error): AppError => error),
    TE.chain(TE.fromOption(() => notFound(resource, id))),
  );
