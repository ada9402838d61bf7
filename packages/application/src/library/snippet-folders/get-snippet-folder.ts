import type { SnippetFolderId } from '@quire/domain/library/library-ids';
import type { SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import type { FolderListing, SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { requireLibraryEntity } from '../require-library-entity';

export type GetSnippetFolder = (input: { readonly principal: Principal; readonly id: SnippetFolderId }) => TE.TaskEither<AppError, FolderListing>;

/** The folder as the folder list shows it: with the number of snippets directly in it. */
export const listingOf =
  (folders: SnippetFolderRepository) =>
  (folder: SnippetFolder): TE.TaskEither<AppError, FolderListing> =>
    pipe(
      folders.contentsOf(folder.tenantId, folder.id),
      TE.mapLeft((error): AppError => error),
      TE.map((contents) => ({ folder, snippetCount: contents.snippetCount })),
    );

/** `GET /Snippets/Folders/:id` (the target of the folder's Location): one folder with the number of snippets directly in it. */
export const getSnippetFolder =
  ({ snippetFolders }: Pick<Ports, 'snippetFolders'>): GetSnippetFolder =>
  ({ principal, id }) =>
    pipe(requireLibraryEntity('SnippetFolder', snippetFolders)(principal.tenantId, id), TE.chain(listingOf(snippetFolders)));
