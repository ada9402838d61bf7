import { type AnalyzeDocument, AnalyzeDocumentToken } from '@quire/application/library/form-templates/analyze-document';
import { type CreateFormTemplate, CreateFormTemplateToken } from '@quire/application/library/form-templates/create-form-template';
import { type CreateSnippet, CreateSnippetToken } from '@quire/application/library/snippets/create-snippet';
import { type CreateSnippetFolder, CreateSnippetFolderToken } from '@quire/application/library/snippet-folders/create-snippet-folder';
import { type DeleteFormTemplate, DeleteFormTemplateToken } from '@quire/application/library/form-templates/delete-form-template';
import { type DeleteSnippet, DeleteSnippetToken } from '@quire/application/library/snippets/delete-snippet';
import { type DeleteSnippetFolder, DeleteSnippetFolderToken } from '@quire/application/library/snippet-folders/delete-snippet-folder';
import { type DownloadFormTemplate, DownloadFormTemplateToken } from '@quire/application/library/form-templates/download-form-template';
import { type DownloadFormTemplateVersion, DownloadFormTemplateVersionToken } from '@quire/application/library/form-templates/download-form-template-version';
import { type DownloadSnippet, DownloadSnippetToken } from '@quire/application/library/snippets/download-snippet';
import { type GetFormTemplate, GetFormTemplateToken } from '@quire/application/library/form-templates/get-form-template';
import { type GetSnippet, GetSnippetToken } from '@quire/application/library/snippets/get-snippet';
import { type GetSnippetFolder, GetSnippetFolderToken } from '@quire/application/library/snippet-folders/get-snippet-folder';
import { type ListFormTemplateVersions, ListFormTemplateVersionsToken } from '@quire/application/library/form-templates/list-form-template-versions';
import { type ListSnippetFolders, ListSnippetFoldersToken } from '@quire/application/library/snippet-folders/list-snippet-folders';
import { type SearchFormTemplates, SearchFormTemplatesToken } from '@quire/application/library/form-templates/search-form-templates';
import { type SearchSnippets, SearchSnippetsToken } from '@quire/application/library/snippets/search-snippets';
import { type UpdateFormTemplate, UpdateFormTemplateToken } from '@quire/application/library/form-templates/update-form-template';
import { type UpdateSnippet, UpdateSnippetToken } from '@quire/application/library/snippets/update-snippet';
import { type UpdateSnippetFolder, UpdateSnippetFolderToken } from '@quire/application/library/snippet-folders/update-snippet-folder';
import type { ServiceIdentifier } from 'inversify';

/** The use cases behind the snippet-folder, snippet and form-template routes. */
export type DocumentLibraryHttpDeps = {
  readonly listSnippetFolders: ListSnippetFolders;
  readonly getSnippetFolder: GetSnippetFolder;
  readonly createSnippetFolder: CreateSnippetFolder;
  readonly updateSnippetFolder: UpdateSnippetFolder;
  readonly deleteSnippetFolder: DeleteSnippetFolder;
  readonly searchSnippets: SearchSnippets;
  readonly getSnippet: GetSnippet;
  readonly createSnippet: CreateSnippet;
  readonly updateSnippet: UpdateSnippet;
  readonly deleteSnippet: DeleteSnippet;
  readonly downloadSnippet: DownloadSnippet;
  readonly searchFormTemplates: SearchFormTemplates;
  readonly getFormTemplate: GetFormTemplate;
  readonly createFormTemplate: CreateFormTemplate;
  readonly updateFormTemplate: UpdateFormTemplate;
  readonly deleteFormTemplate: DeleteFormTemplate;
  readonly downloadFormTemplate: DownloadFormTemplate;
  readonly listFormTemplateVersions: ListFormTemplateVersions;
  readonly downloadFormTemplateVersion: DownloadFormTemplateVersion;
  readonly analyzeDocument: AnalyzeDocument;
};

/** Their tokens, for httpModule's token map. */
export const documentLibraryDepTokens: { readonly [K in keyof DocumentLibraryHttpDeps]: ServiceIdentifier<DocumentLibraryHttpDeps[K]> } = {
  listSnippetFolders: ListSnippetFoldersToken,
  getSnippetFolder: GetSnippetFolderToken,
  createSnippetFolder: CreateSnippetFolderToken,
  updateSnippetFolder: UpdateSnippetFolderToken,
  deleteSnippetFolder: DeleteSnippetFolderToken,
  searchSnippets: SearchSnippetsToken,
  getSnippet: GetSnippetToken,
  createSnippet: CreateSnippetToken,
  updateSnippet: UpdateSnippetToken,
  deleteSnippet: DeleteSnippetToken,
  downloadSnippet: DownloadSnippetToken,
  searchFormTemplates: SearchFormTemplatesToken,
  getFormTemplate: GetFormTemplateToken,
  createFormTemplate: CreateFormTemplateToken,
  updateFormTemplate: UpdateFormTemplateToken,
  deleteFormTemplate: DeleteFormTemplateToken,
  downloadFormTemplate: DownloadFormTemplateToken,
  listFormTemplateVersions: ListFormTemplateVersionsToken,
  downloadFormTemplateVersion: DownloadFormTemplateVersionToken,
  analyzeDocument: AnalyzeDocumentToken,
};
