import { snippetFolderId, snippetId } from '@quire/domain/library/library-ids';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import { snippetSearchTexts, tagKeysOf } from '@quire/ports/library/search/search-texts';
import { readJson, writeJson } from '../platform/json-column';
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
} & DescribedRow;

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
});

export const snippetFromRow = (row: SnippetRow): Snippet => ({
  ...describedFields(row, snippetId),
  folderId: row.folder_id === null ? null : snippetFolderId(row.folder_id),
  tags: readJson<ReadonlyArray<string>>(row.tags),
  file: { fileName: row.file_name, size: Number(row.size), sha256: row.sha256 },
  text: row.text,
  analysis: readJson<Analysis>(row.analysis),
});
