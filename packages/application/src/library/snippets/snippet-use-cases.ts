import { ports } from '../../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../../use-case-binding';
import { createSnippet, CreateSnippetToken } from './create-snippet';
import { deleteSnippet, DeleteSnippetToken } from './delete-snippet';
import { downloadSnippet, DownloadSnippetToken } from './download-snippet';
import { getSnippet, GetSnippetToken } from './get-snippet';
import { searchSnippets, SearchSnippetsToken } from './search-snippets';
import { updateSnippet, UpdateSnippetToken } from './update-snippet';

const snippets = {
  searchSnippets: useCase(SearchSnippetsToken, searchSnippets, ports('snippets')),
  getSnippet: useCase(GetSnippetToken, getSnippet, ports('snippets')),
  createSnippet: writeUseCase(
    CreateSnippetToken,
    createSnippet,
    ports('snippets', 'snippetFolders', 'aliases', 'rules', 'analyser', 'textWriter', 'blobs', 'ids', 'clock'),
  ),
  updateSnippet: writeUseCase(
    UpdateSnippetToken,
    updateSnippet,
    ports('snippets', 'snippetFolders', 'aliases', 'rules', 'usage', 'analyser', 'textWriter', 'blobs', 'clock'),
  ),
  deleteSnippet: writeUseCase(DeleteSnippetToken, deleteSnippet, ports('snippets', 'usage')),
  downloadSnippet: useCase(DownloadSnippetToken, downloadSnippet, ports('snippets', 'blobs')),
};

/** The snippet use cases (`/Snippets`) by name. */
export const snippetUseCases = tokensOf(snippets);
export const bindSnippetUseCases = bindAll(snippets);
