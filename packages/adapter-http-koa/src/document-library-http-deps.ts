import { type AnalyzeDocument, AnalyzeDocumentToken } from '@quire/application/analyze-document';
import { type CreateFormTemplate, CreateFormTemplateToken } from '@quire/application/create-form-template';
import { type CreateSnippet, CreateSnippetToken } from '@quire/application/create-snippet';
import { type CreateSnippetFolder, CreateSnippetFolderToken } from '@quire/application/create-snippet-folder';
import { type DeleteFormTemplate, DeleteFormTemplateToken } from '@quire/application/delete-form-template';
import { type DeleteSnippet, DeleteSnippetToken } from '@quire/application/delete-snippet';
import { type DeleteSnippetFolder, DeleteSnippetFolderToken } from '@quire/application/delete-snippet-folder';
import { type DownloadFormTemplate, DownloadFormTemplateToken } from '@quire/application/download-form-template';
import { type DownloadFormTemplateVersion, DownloadFormTemplateVersionToken } from '@quire/application/download-form-template-version';
import { type DownloadSnippet, DownloadSnippetToken } from '@quire/application/download-snippet';
import { type GetFormTemplate, GetFormTemplateToken } from '@quire/application/get-form-template';
import { type GetSnippet, GetSnippetToken } from '@quire/application/get-snippet';
import { type GetSnippetFolder, GetSnippetFolderToken } from '@quire/application/get-snippet-folder';
import { type ListFormTemplateVersions, ListFormTemplateVersionsToken } from '@quire/application/list-form-template-versions';
import { type ListSnippetFolders, ListSnippetFoldersToken } from '@quire/application/list-snippet-folders';
import { type SearchFormTemplates, SearchFormTemplatesToken } from '@quire/application/search-form-templates';
import { type SearchSnippets, SearchSnippetsToken } from '@quire/application/search-snippets';
import { type UpdateFormTemplate, UpdateFormTemplateToken } from '@quire/application/update-form-template';
import { type UpdateSnippet, UpdateSnippetToken } from '@quire/application/update-snippet';
import { type UpdateSnippetFolder, UpdateSnippetFolderToken } from '@quire/application/update-snippet-folder';
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
