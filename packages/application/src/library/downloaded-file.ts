import type { LibraryResource } from '@quire/domain/library/library-entity';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import { storageError } from '@quire/ports/storage/storage-error';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { type FindsById, requireLibraryEntity } from './require-library-entity';

/** A stored .docx or PDF as a download answers it: a file name, the exact bytes, and their SHA-256 (the ETag). */
export type DownloadedFile = { readonly fileName: string; readonly bytes: Uint8Array; readonly sha256: string };

/** What a stored file is, by the extension it was stored under: a fillable PDF form, or a .docx. */
export const fileExtension = (fileName: string): 'pdf' | 'docx' => (/\.pdf$/i.test(fileName) ? 'pdf' : 'docx');

/** `<name>.docx` or `<name>.pdf` (docs/api.md#downloads), without doubling an extension the name already has. */
export const downloadName = (name: string, extension: 'docx' | 'pdf' = 'docx'): string => (name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`);

/**
 * The stored file a row points at, named after its resource. A row never points at a missing
 * blob, and the store verifies what it reads, so a missing or damaged blob is no expected
 * failure: it is a StorageError (500, logged).
 */
export const downloadFile =
  (blobs: BlobStore) =>
  (name: string, file: { readonly sha256: string; readonly fileName: string }): TE.TaskEither<AppError, DownloadedFile> => {
    const digest = file.sha256;
    return pipe(
      blobs.get(digest),
      TE.mapLeft((error): AppError => (error._tag === 'BlobCorrupt' ? storageError('blobs.get')(new Error(`blob ${digest} is corrupt`)) : error)),
      TE.chain(
        O.fold(
          (): TE.TaskEither<AppError, Uint8Array> => TE.left(storageError('blobs.get')(new Error(`blob ${digest} is missing`))),
          (bytes) => TE.right(bytes),
        ),
      ),
      TE.map((bytes) => ({ fileName: downloadName(name, fileExtension(file.fileName)), bytes, sha256: digest })),
    );
  };

/** `GET /<Resource>/:id/Download`: the current file of one of the tenant's resources, exactly the bytes stored, named after it. */
export const downloadLibraryFile =
  <Id extends string, A extends { readonly name: string; readonly file: { readonly sha256: string; readonly fileName: string } }>(resource: LibraryResource, repository: FindsById<Id, A>, blobs: BlobStore) =>
  ({ principal, id }: { readonly principal: Principal; readonly id: Id }): TE.TaskEither<AppError, DownloadedFile> =>
    pipe(
      requireLibraryEntity(resource, repository)(principal.tenantId, id),
      TE.chain((item) => downloadFile(blobs)(item.name, item.file)),
    );
