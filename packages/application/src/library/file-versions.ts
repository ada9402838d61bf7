import type { TenantId } from '@quire/domain/ids';
import type { LibraryResource } from '@quire/domain/library/library-entity';
import type { StoredFile } from '@quire/domain/library/stored-file';
import type { DocumentComparison } from '@quire/ports/documents/document-comparer';
import type { Ports } from '@quire/ports/ports';
import type { StorageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../app-error';
import type { Principal } from '../principal';
import { type DownloadedFile, downloadFile } from './downloaded-file';
import { type FindsById, requireLibraryEntity } from './require-library-entity';

/** A resource whose files are numbered versions (templates, snippets): found by id, its versions listed and found by number. */
export type KeepsFileVersions<Id extends string, A, V> = FindsById<Id, A> & {
  listVersions(tenantId: TenantId, id: Id): TE.TaskEither<StorageError, ReadonlyArray<V>>;
  findVersion(tenantId: TenantId, id: Id, number: number): TE.TaskEither<StorageError, O.Option<V>>;
};

type Named<Id extends string> = { readonly id: Id; readonly name: string };

/** `GET /<Resource>/:id/Versions`: every file version, the first (1) first; an unknown resource is NotFound. */
export const listFileVersions =
  <Id extends string, A extends Named<Id>, V>(resource: LibraryResource, repository: KeepsFileVersions<Id, A, V>) =>
  ({ principal, id }: { readonly principal: Principal; readonly id: Id }): TE.TaskEither<AppError, { readonly item: A; readonly versions: ReadonlyArray<V> }> =>
    pipe(
      requireLibraryEntity(resource, repository)(principal.tenantId, id),
      TE.bindTo('item'),
      TE.bind('versions', ({ item }) => pipe(repository.listVersions(principal.tenantId, item.id), TE.mapLeft((error): AppError => error))),
    );

export type DownloadFileVersion<Id extends string> = (input: { readonly principal: Principal; readonly id: Id; readonly number: number }) => TE.TaskEither<AppError, DownloadedFile>;

/** `GET /<Resource>/:id/Versions/:n/Download`: file version n exactly as it was stored, named after the resource; an unknown n is NotFound. */
export const downloadFileVersion =
  <Id extends string, A extends Named<Id>, V extends { readonly file: StoredFile }>(resource: LibraryResource, repository: KeepsFileVersions<Id, A, V>, blobs: Ports['blobs']): DownloadFileVersion<Id> =>
  ({ principal, id, number }) =>
    pipe(
      requireLibraryEntity(resource, repository)(principal.tenantId, id),
      TE.bindTo('item'),
      TE.bind('version', ({ item }) =>
        pipe(
          repository.findVersion(principal.tenantId, item.id, number),
          TE.mapLeft((error): AppError => error),
          TE.chain(TE.fromOption(() => notFound(resource, `${item.id}/Versions/${number}`))),
        ),
      ),
      TE.chain(({ item, version }) => downloadFile(blobs)(item.name, version.file)),
    );

/** A compare of two file versions, with the name its .docx is answered under (`<name> v1 to v2.docx`). */
export type ComparedVersions = DocumentComparison & { readonly fileName: string };

export type CompareFileVersions<Id extends string> = (input: {
  readonly principal: Principal;
  readonly id: Id;
  readonly original: number;
  readonly revised: number;
}) => TE.TaskEither<AppError, ComparedVersions>;

/**
 * `GET /<Resource>/:id/Versions/:a/Compare/:b`: file version b with tracked changes against
 * version a (either unknown is NotFound), compared by the engine at the clock's time.
 */
export const compareFileVersions =
  <Id extends string>(deps: Pick<Ports, 'comparer' | 'clock'>, download: DownloadFileVersion<Id>): CompareFileVersions<Id> =>
  ({ principal, id, original, revised }) =>
    pipe(
      TE.Do,
      TE.bind('before', () => download({ principal, id, number: original })),
      TE.bind('after', () => download({ principal, id, number: revised })),
      TE.chain(({ before, after }) =>
        pipe(
          deps.comparer.compare(before.bytes, after.bytes, deps.clock.now()),
          TE.mapLeft((error): AppError => error),
          TE.map((comparison) => ({ ...comparison, fileName: after.fileName.replace(/\.docx$/i, ` v${original} to v${revised}.docx`) })),
        ),
      ),
    );
