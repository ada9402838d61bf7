import { snippetFolderId } from '@quire/domain/library-ids';
import type { SnippetFolder } from '@quire/domain/snippet-folder';
import { type LibraryRow, libraryColumns, libraryFields } from './library-row';

/** A row of `snippet_folders`; `parent_key` is the parent id, or '' for a root folder (for the sibling-name index). */
export type SnippetFolderRow = {
  parent_id: string | null;
  parent_key: string;
} & LibraryRow;

export const ROOT_KEY = '';

export const snippetFolderToRow = (folder: SnippetFolder): SnippetFolderRow => ({
  ...libraryColumns(folder),
  parent_id: folder.parentId,
  parent_key: folder.parentId ?? ROOT_KEY,
});

export const snippetFolderFromRow = (row: SnippetFolderRow): SnippetFolder => ({
  id: snippetFolderId(row.id),
  ...libraryFields(row),
  parentId: row.parent_id === null ? null : snippetFolderId(row.parent_id),
});
