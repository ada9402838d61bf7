import { ports } from '../../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../../use-case-binding';
import { createSnippetFolder, CreateSnippetFolderToken } from './create-snippet-folder';
import { deleteSnippetFolder, DeleteSnippetFolderToken } from './delete-snippet-folder';
import { getSnippetFolder, GetSnippetFolderToken } from './get-snippet-folder';
import { listSnippetFolders, ListSnippetFoldersToken } from './list-snippet-folders';
import { updateSnippetFolder, UpdateSnippetFolderToken } from './update-snippet-folder';

const snippetFolders = {
  listSnippetFolders: useCase(ListSnippetFoldersToken, listSnippetFolders, ports('snippetFolders')),
  getSnippetFolder: useCase(GetSnippetFolderToken, getSnippetFolder, ports('snippetFolders')),
  createSnippetFolder: writeUseCase(CreateSnippetFolderToken, createSnippetFolder, ports('snippetFolders', 'ids', 'clock')),
  updateSnippetFolder: writeUseCase(UpdateSnippetFolderToken, updateSnippetFolder, ports('snippetFolders', 'clock')),
  deleteSnippetFolder: writeUseCase(DeleteSnippetFolderToken, deleteSnippetFolder, ports('snippetFolders')),
};

/** The snippet-folder use cases (`/Snippets/Folders`) by name. */
export const snippetFolderUseCases = tokensOf(snippetFolders);
export const bindSnippetFolderUseCases = bindAll(snippetFolders);
