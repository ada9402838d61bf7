import type { SnippetId } from '@quire/domain/library-ids';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { downloadName, type DownloadedFile } from '../downloaded-file';
import type { Principal } from '../../principal';
import { readBlob } from '../read-blob';
import { requireSnippet } from './require-snippet';

export type DownloadSnippet = (input: { readonly principal: Principal; readonly id: SnippetId }) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadSnippetToken: ServiceIdentifier<DownloadSnippet> = Symbol.for('quire.DownloadSnippet');

/** `GET /Snippets/:id/Download`: the snippet's .docx, exactly the bytes stored. */
export const downloadSnippet =
  ({ snippets, blobs }: { snippets: SnippetRepository; blobs: BlobStore }): DownloadSnippet =>
  ({ principal, id }) =>
    pipe(
      requireSnippet(snippets)(principal.tenantId, id),
      TE.chain((snippet) =>
        pipe(
          readBlob(blobs)(snippet.file.sha256),
          TE.map((bytes) => ({ fileName: downloadName(snippet.name), bytes, sha256: snippet.file.sha256 })),
        ),
      ),
    );
