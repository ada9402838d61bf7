import type { SnippetId } from '@quire/domain/library/library-ids';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadLibraryFile } from '../downloaded-file';

export type DownloadSnippet = (input: { readonly principal: Principal; readonly id: SnippetId }) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadSnippetToken: ServiceIdentifier<DownloadSnippet> = Symbol.for('quire.DownloadSnippet');

/** `GET /Snippets/:id/Download`: the snippet's .docx, exactly the bytes stored. */
export const downloadSnippet = ({ snippets, blobs }: { snippets: SnippetRepository; blobs: BlobStore }): DownloadSnippet => downloadLibraryFile('Snippet', snippets, blobs);
