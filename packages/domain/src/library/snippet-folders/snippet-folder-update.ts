import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { changed } from '../library-entity';
import type { InvalidFields } from '../library-errors';
import type { SnippetFolderId } from '../library-ids';
import { type SnippetFolder, renameSnippetFolder } from './snippet-folder';
import { type FolderCycle, assertMoveAllowed } from './snippet-folder-move';

/** `PUT /Snippets/Folders/:id`: a new name and/or a new parent (null: the root); what is not given is kept. */
export type FolderPatch = { readonly name?: string; readonly parentId?: SnippetFolderId | null };

/**
 * Renames and/or moves a folder in one change (one new version); the same folder when nothing
 * changes. `ancestorsOfNewParent` as for `assertMoveAllowed` (empty when the parent is not changed).
 * Sibling-name uniqueness under the (new) parent is `assertNameAvailable('SnippetFolder', ...)`.
 */
export const updateSnippetFolder = (
  folder: SnippetFolder,
  patch: FolderPatch,
  ancestorsOfNewParent: ReadonlyArray<SnippetFolderId>,
  now: Date,
): E.Either<InvalidFields | FolderCycle, SnippetFolder> => {
  const parentId = patch.parentId !== undefined ? patch.parentId : folder.parentId;
  return pipe(
    patch.name === undefined ? E.right(folder) : renameSnippetFolder(folder, patch.name, now),
    E.chainW((renamed) => assertMoveAllowed(renamed, parentId, parentId === folder.parentId ? [] : ancestorsOfNewParent)),
    E.map((renamed) => (renamed.name === folder.name && parentId === folder.parentId ? folder : changed(folder, { name: renamed.name, parentId }, now))),
  );
};
