import { snippetFolderId, snippetId } from '@quire/domain/library/library-ids';
import { tenantId } from '@quire/domain/ids';
import type { Snippet, SnippetVersion } from '@quire/domain/library/snippets/snippet';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import { snippetSearchTexts, tagKeysOf } from '@quire/ports/library/search/search-texts';
import { readJson, writeJson } from '../platform/json-column';
import { readDate } from '../platform/sql-date';
import { type DescribedRow, describedColumns, describedFields } from './library-row';

/** A row of `snippets`. */
export type SnippetRow = {
  folder_id: string | null;
  tags: string;
  tag_keys: string;
  file_name: string;
  size: unknown;
  sha256: string;
  text: string;
  analysis: string;
  file_version: number;
} & DescribedRow;

/** A row of `snippet_versions`. */
export type SnippetVersionRow = {
  tenant_id: string;
  snippet_id: string;
  number: number;
  file_name: string;
  size: unknown;
  sha256: string;
  created_at: unknown;
};

export const snippetToRow = (snippet: Snippet): SnippetRow => ({
  ...describedColumns(snippet, snippetSearchTexts(snippet)),
  folder_id: snippet.folderId,
  tags: writeJson(snippet.tags),
  tag_keys: tagKeysOf(snippet.tags),
  file_name: snippet.file.fileName,
  size: snippet.file.size,
  sha256: snippet.file.sha256,
  text: snippet.text,
  analysis: writeJson(snippet.analysis),
  file_version: snippet.fileVersion,
});

const fileOf = (row: Pick<SnippetVersionRow, 'file_name' | 'size' | 'sha256'>) => ({ fileName: row.file_name, size: Number(row.size), sha256: row.sha256 });

export const snippetFromRow = (row: SnippetRow): Snippet => ({
  ...describedFields(row, snippetId),
  folderId: row.folder_id === null ? null : snippetFolderId(row.folder_id),
  tags: readJson<ReadonlyArray<string>>(row.tags),
  file: fileOf(row),
  text: row.text,
  analysis: readJson<Analysis>(row.analysis),
  fileVersion: Number(row.file_version),
});

export const snippetVersionToRow = (version: SnippetVersion): SnippetVersionRow => ({
  tenant_id: version.tenantId,
  snippet_id: version.snippetId,
  number: version.number,
  file_name: version.file.fileName,
  size: version.file.size,
  sha256: version.file.sha256,
  created_at: version.createdAt,
});

export const snippetVersionFromRow = (row: SnippetVersionRow): SnippetVersion => ({
  snippetId: snippetId(row.snippet_id),
  tenantId: tenantId(row.tenant_id),
  number: Number(row.number),
  file: fileOf(row),
  createdAt: readDate(row.created_at),
});
