import * as E from 'fp-ts/Either';
import type { SnippetFolderId } from '../library-ids';
import type { SnippetFolder } from './snippet-folder';

/** What a folder directly holds. */
export type FolderContents = { readonly snippetCount: number; readonly folderCount: number };

/** A folder that holds snippets or folders is not deleted (409 `folder_not_empty`, with the counts). */
export type FolderNotEmpty = { readonly _tag: 'FolderNotEmpty'; readonly id: SnippetFolderId } & FolderContents;

/** Deletion is refused while the folder holds anything; there is no force (contents are never deleted by accident). */
export const assertFolderDeletable = (folder: SnippetFolder, contents: FolderContents): E.Either<FolderNotEmpty, SnippetFolder> =>
  contents.snippetCount === 0 && contents.folderCount === 0 ? E.right(folder) : E.left({ _tag: 'FolderNotEmpty', id: folder.id, ...contents });
