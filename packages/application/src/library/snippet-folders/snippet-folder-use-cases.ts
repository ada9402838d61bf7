import type { Ports } from '@quire/ports/ports';
import { retryingLostRaces } from '../../retry-lost-races';
import { createSnippetFolder } from './create-snippet-folder';
import { deleteSnippetFolder } from './delete-snippet-folder';
import { getSnippetFolder } from './get-snippet-folder';
import { listSnippetFolders } from './list-snippet-folders';
import { updateSnippetFolder } from './update-snippet-folder';

/** The snippet-folder use cases (`/Snippets/Folders`); writes run again when they lose a race. */
export const snippetFolderUseCases = (ports: Ports) => ({
  listSnippetFolders: listSnippetFolders(ports),
  getSnippetFolder: getSnippetFolder(ports),
  createSnippetFolder: retryingLostRaces(createSnippetFolder(ports)),
  updateSnippetFolder: retryingLostRaces(updateSnippetFolder(ports)),
  deleteSnippetFolder: retryingLostRaces(deleteSnippetFolder(ports)),
});
export type SnippetFolderUseCases = ReturnType<typeof snippetFolderUseCases>;
