import { tenantId } from '@quire/domain/ids';
import { snippetFolderId } from '@quire/domain/library-ids';
import { nameKey } from '@quire/domain/names';
import type { SnippetFolder } from '@quire/domain/snippet-folder';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/** A row of `snippet_folders`; `parent_key` is the parent id, or '' for a root folder (for the sibling-name index). */
export type SnippetFolderRow = {
  tenant_id: string;
  id: string;
  name: string;
  name_key: string;
  parent_id: string | null;
  parent_key: string;
} & VersionedRow;

export const ROOT_KEY = '';

export const snippetFolderToRow = (folder: SnippetFolder): SnippetFolderRow => ({
  tenant_id: folder.tenantId,
  id: folder.id,
  name: folder.name,
  name_key: nameKey(folder.name),
  parent_id: folder.parentId,
  parent_key: folder.parentId ?? ROOT_KEY,
  ...versionedToRow(folder),
});

export const snippetFolderFromRow = (row: SnippetFolderRow): SnippetFolder => ({
  id: snippetFolderId(row.id),
  tenantId: tenantId(row.tenant_id),
  name: row.name,
  parentId: row.parent_id === null ? null : snippetFolderId(row.parent_id),
  ...versionedFromRow(row),
});
