import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { changed } from '../library-entity';
import type { SnippetFolderId } from '../library-ids';
import type { SnippetFolder } from './snippet-folder';

/** Moving the folder under itself or under one of its descendants would make a cycle. */
export type FolderCycle = { readonly _tag: 'FolderCycle'; readonly id: SnippetFolderId; readonly parentId: SnippetFolderId };

/**
 * May `folder` move under `newParentId`? `ancestorsOfNewParent` is the chain of the new parent's
 * ancestors, from its parent up to a root folder (what the store answers for `ancestorsOf`).
 * Moving to the root (null) is always allowed.
 */
export const assertMoveAllowed = (
  folder: SnippetFolder,
  newParentId: SnippetFolderId | null,
  ancestorsOfNewParent: ReadonlyArray<SnippetFolderId>,
): E.Either<FolderCycle, SnippetFolder> =>
  newParentId !== null && (newParentId === folder.id || ancestorsOfNewParent.includes(folder.id))
    ? E.left({ _tag: 'FolderCycle', id: folder.id, parentId: newParentId })
    : E.right(folder);

/** Moves the folder after `assertMoveAllowed`; the same folder when the parent does not change. */
export const moveSnippetFolder = (
  folder: SnippetFolder,
  newParentId: SnippetFolderId | null,
  ancestorsOfNewParent: ReadonlyArray<SnippetFolderId>,
  now: Date,
): E.Either<FolderCycle, SnippetFolder> =>
  pipe(
    assertMoveAllowed(folder, newParentId, ancestorsOfNewParent),
    E.map((current) => (current.parentId === newParentId ? current : changed(current, { parentId: newParentId }, now))),
  );
