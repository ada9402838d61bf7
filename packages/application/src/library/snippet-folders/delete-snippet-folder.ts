import type { SnippetFolderId } from '@quire/domain/library/library-ids';
import { assertFolderDeletable } from '@quire/domain/library/snippet-folders/snippet-folder-deletion';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import { deleteLibraryEntity } from '../delete-library-entity';
import type { VersionedInput } from '../require-library-entity';

export type DeleteSnippetFolderInput = VersionedInput<SnippetFolderId>;
export type DeleteSnippetFolder = (input: DeleteSnippetFolderInput) => TE.TaskEither<AppError, void>;

/**
 * `DELETE /Snippets/Folders/:id`: only an empty folder goes (FolderNotEmpty with the counts of
 * snippets and folders in it otherwise; there is no force). The store re-checks emptiness as it
 * deletes, so a snippet filed meanwhile is never orphaned.
 */
export const deleteSnippetFolder = ({ snippetFolders }: Pick<Ports, 'snippetFolders'>): DeleteSnippetFolder =>
  deleteLibraryEntity('SnippetFolder', snippetFolders, (folder) =>
    pipe(
      snippetFolders.contentsOf(folder.tenantId, folder.id),
      TE.mapLeft((error): AppError => error),
      TE.chainEitherKW((contents) => assertFolderDeletable(folder, contents)),
    ),
  );
