import type { FormTemplate, FormTemplateVersion } from '@quire/domain/form-template';
import type { Snippet } from '@quire/domain/snippet';
import type { SnippetFolder } from '@quire/domain/snippet-folder';
import { fieldsOf } from '@quire/domain/snippet-fields';
import type { Analysis } from '@quire/domain/template-analysis';

/*
 * The public JSON of snippet folders, snippets and form templates (SPEC §2). Never the tenant id
 * or anything of the blob store but the file's digest (`sha256`, also the download's ETag).
 */

const stamps = (entity: { readonly createdAt: Date; readonly updatedAt: Date; readonly version: number }) => ({
  createdAt: entity.createdAt.toISOString(),
  updatedAt: entity.updatedAt.toISOString(),
  version: entity.version,
});

/** A folder, with the number of snippets directly in it. */
export const snippetFolderJson = (folder: SnippetFolder, snippetCount: number) => ({
  id: folder.id,
  name: folder.name,
  parentId: folder.parentId,
  snippetCount,
  ...stamps(folder),
});

/** SPEC §3.8: fields, rules, repeats, snippets and located diagnostics, as the engine reported them. */
export const analysisJson = (analysis: Analysis) => ({
  fields: analysis.fields,
  rules: analysis.rules,
  repeats: analysis.repeats,
  snippets: analysis.snippets,
  diagnostics: analysis.diagnostics,
});

export const snippetJson = (snippet: Snippet) => ({
  id: snippet.id,
  name: snippet.name,
  description: snippet.description,
  folderId: snippet.folderId,
  tags: snippet.tags,
  fileName: snippet.file.fileName,
  size: snippet.file.size,
  sha256: snippet.file.sha256,
  text: snippet.text,
  fields: fieldsOf(snippet.analysis),
  analysis: analysisJson(snippet.analysis),
  ...stamps(snippet),
});

/** A template as a search lists it: without its analysis (`GET /FormTemplates/:id` has it). */
export const formTemplateSummaryJson = (template: FormTemplate) => ({
  id: template.id,
  name: template.name,
  description: template.description,
  tags: template.tags,
  fileName: template.file.fileName,
  size: template.file.size,
  sha256: template.file.sha256,
  fileVersion: template.fileVersion,
  ...stamps(template),
});

export const formTemplateJson = (template: FormTemplate) => ({ ...formTemplateSummaryJson(template), analysis: analysisJson(template.analysis) });

/** One file version, with whether it is the current one. */
export const formTemplateVersionJson = (version: FormTemplateVersion, current: number) => ({
  number: version.number,
  fileName: version.file.fileName,
  size: version.file.size,
  sha256: version.file.sha256,
  current: version.number === current,
  createdAt: version.createdAt.toISOString(),
});
