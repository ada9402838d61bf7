import type { SnippetId } from '@quire/domain/library-ids';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadFile } from '../downloaded-file';
import { requireLibraryEntity } from '../require-library-entity';

export type DownloadSnippet = (input: { readonly principal: Principal; readonly id: SnippetId }) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadSnippetToken: ServiceIdentifier<DownloadSnippet> = Symbol.for('quire.DownloadSnippet');

/** `GET /Snippets/:id/Download`: the snippet's .docx, exactly the bytes stored. */
export const downloadSnippet =
  ({ snippets, blobs }: { snippets: SnippetRepository; blobs: BlobStore }): DownloadSnippet =>
  ({ principal, id }) =>
    pipe(
      requireLibraryEntity('Snippet', snippets)(principal.tenantId, id),
      TE.chain((snippet) => downloadFile(blobs)(snippet.name, snippet.file.sha256)),
    );
