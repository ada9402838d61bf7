import type { SnippetId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadLibraryFile } from '../downloaded-file';

export type DownloadSnippet = (input: { readonly principal: Principal; readonly id: SnippetId }) => TE.TaskEither<AppError, DownloadedFile>;

/** `GET /Snippets/:id/Download`: the snippet's .docx, exactly the bytes stored. */
export const downloadSnippet = ({ snippets, blobs }: Pick<Ports, 'snippets' | 'blobs'>): DownloadSnippet => downloadLibraryFile('Snippet', snippets, blobs);
