import { type AliasRepository, AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { type BlobReferences, BlobReferencesToken } from '@quire/ports/storage/blob-references';
import { type BlobStore, BlobStoreToken } from '@quire/ports/storage/blob-store';
import { type Clock, ClockToken } from '@quire/ports/platform/clock';
import { type ConditionalRuleRepository, ConditionalRuleRepositoryToken } from '@quire/ports/library/conditional-rule-repository';
import { type DocumentAnalyzer, DocumentAnalyzerToken } from '@quire/ports/documents/document-analyzer';
import { type FormTemplateRepository, FormTemplateRepositoryToken } from '@quire/ports/library/form-template-repository';
import { type IdGenerator, IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { type SnippetFolderRepository, SnippetFolderRepositoryToken } from '@quire/ports/library/snippet-folder-repository';
import { type SnippetRepository, SnippetRepositoryToken } from '@quire/ports/library/snippet-repository';
import { type TextDocumentWriter, TextDocumentWriterToken } from '@quire/ports/documents/text-document-writer';
import { type UsageQueries, UsageQueriesToken } from '@quire/ports/library/usage';
import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { analyzeDocument, AnalyzeDocumentToken } from './form-templates/analyze-document';
import { createFormTemplate, CreateFormTemplateToken } from './form-templates/create-form-template';
import { createSnippet, CreateSnippetToken } from './snippets/create-snippet';
import { createSnippetFolder, CreateSnippetFolderToken } from './snippet-folders/create-snippet-folder';
import { deleteFormTemplate, DeleteFormTemplateToken } from './form-templates/delete-form-template';
import { deleteSnippet, DeleteSnippetToken } from './snippets/delete-snippet';
import { deleteSnippetFolder, DeleteSnippetFolderToken } from './snippet-folders/delete-snippet-folder';
import { downloadFormTemplate, DownloadFormTemplateToken } from './form-templates/download-form-template';
import { downloadFormTemplateVersion, DownloadFormTemplateVersionToken } from './form-templates/download-form-template-version';
import { downloadSnippet, DownloadSnippetToken } from './snippets/download-snippet';
import { getFormTemplate, GetFormTemplateToken } from './form-templates/get-form-template';
import { getSnippet, GetSnippetToken } from './snippets/get-snippet';
import { getSnippetFolder, GetSnippetFolderToken } from './snippet-folders/get-snippet-folder';
import { listFormTemplateVersions, ListFormTemplateVersionsToken } from './form-templates/list-form-template-versions';
import { listSnippetFolders, ListSnippetFoldersToken } from './snippet-folders/list-snippet-folders';
import { searchFormTemplates, SearchFormTemplatesToken } from './form-templates/search-form-templates';
import { searchSnippets, SearchSnippetsToken } from './snippets/search-snippets';
import { sweepUnreferencedBlobs, SweepUnreferencedBlobsToken } from '../sweeps/sweep-unreferenced-blobs';
import { updateFormTemplate, UpdateFormTemplateToken } from './form-templates/update-form-template';
import { updateSnippet, UpdateSnippetToken } from './snippets/update-snippet';
import { updateSnippetFolder, UpdateSnippetFolderToken } from './snippet-folders/update-snippet-folder';
import { retryingLostRaces } from '../retry-lost-races';

const ports = [
  SnippetFolderRepositoryToken,
  SnippetRepositoryToken,
  FormTemplateRepositoryToken,
  AliasRepositoryToken,
  ConditionalRuleRepositoryToken,
  UsageQueriesToken,
  DocumentAnalyzerToken,
  TextDocumentWriterToken,
  BlobStoreToken,
  BlobReferencesToken,
  IdGeneratorToken,
  ClockToken,
] as const;
type Ports = [
  SnippetFolderRepository,
  SnippetRepository,
  FormTemplateRepository,
  AliasRepository,
  ConditionalRuleRepository,
  UsageQueries,
  DocumentAnalyzer,
  TextDocumentWriter,
  BlobStore,
  BlobReferences,
  IdGenerator,
  Clock,
];

/** What the snippet-folder, snippet and form-template use cases are made of. */
export type DocumentLibraryDeps = {
  snippetFolders: SnippetFolderRepository;
  snippets: SnippetRepository;
  templates: FormTemplateRepository;
  aliases: AliasRepository;
  rules: ConditionalRuleRepository;
  usage: UsageQueries;
  analyzer: DocumentAnalyzer;
  textWriter: TextDocumentWriter;
  blobs: BlobStore;
  blobReferences: BlobReferences;
  ids: IdGenerator;
  clock: Clock;
};
const deps = (...[snippetFolders, snippets, templates, aliases, rules, usage, analyzer, textWriter, blobs, blobReferences, ids, clock]: Ports): DocumentLibraryDeps => ({
  snippetFolders,
  snippets,
  templates,
  aliases,
  rules,
  usage,
  analyzer,
  textWriter,
  blobs,
  blobReferences,
  ids,
  clock,
});

/**
 * Binds the use cases of snippet folders, snippets and form templates (and the blob sweep) to
 * their tokens, built by factories from the ports (called from applicationModule). Every write
 * runs again when it loses a race (retryingLostRaces, ADR 0016).
 */
export const bindDocumentLibraryUseCases = (bind: ContainerModuleLoadOptions['bind']): void => {
  const useCase = <T>(token: ServiceIdentifier<T>, make: (d: DocumentLibraryDeps) => T): void => {
    bind<T>(token).toResolvedValue((...args: Ports) => make(deps(...args)), [...ports]).inSingletonScope();
  };
  useCase(ListSnippetFoldersToken, listSnippetFolders);
  useCase(GetSnippetFolderToken, getSnippetFolder);
  useCase(CreateSnippetFolderToken, (d) => retryingLostRaces(createSnippetFolder(d)));
  useCase(UpdateSnippetFolderToken, (d) => retryingLostRaces(updateSnippetFolder(d)));
  useCase(DeleteSnippetFolderToken, (d) => retryingLostRaces(deleteSnippetFolder(d)));
  useCase(SearchSnippetsToken, searchSnippets);
  useCase(GetSnippetToken, getSnippet);
  useCase(CreateSnippetToken, (d) => retryingLostRaces(createSnippet(d)));
  useCase(UpdateSnippetToken, (d) => retryingLostRaces(updateSnippet(d)));
  useCase(DeleteSnippetToken, (d) => retryingLostRaces(deleteSnippet(d)));
  useCase(DownloadSnippetToken, downloadSnippet);
  useCase(SearchFormTemplatesToken, searchFormTemplates);
  useCase(GetFormTemplateToken, getFormTemplate);
  useCase(CreateFormTemplateToken, (d) => retryingLostRaces(createFormTemplate(d)));
  useCase(UpdateFormTemplateToken, (d) => retryingLostRaces(updateFormTemplate(d)));
  useCase(DeleteFormTemplateToken, (d) => retryingLostRaces(deleteFormTemplate(d)));
  useCase(DownloadFormTemplateToken, downloadFormTemplate);
  useCase(ListFormTemplateVersionsToken, listFormTemplateVersions);
  useCase(DownloadFormTemplateVersionToken, downloadFormTemplateVersion);
  useCase(AnalyzeDocumentToken, analyzeDocument);
  useCase(SweepUnreferencedBlobsToken, sweepUnreferencedBlobs);
};
