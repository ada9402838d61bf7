import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../../use-cases-of';
import { createSnippetFolder } from './create-snippet-folder';
import { deleteSnippetFolder } from './delete-snippet-folder';
import { getSnippetFolder } from './get-snippet-folder';
import { listSnippetFolders } from './list-snippet-folders';
import { updateSnippetFolder } from './update-snippet-folder';

/** The snippet-folder use cases (`/Snippets/Folders`); writes run again when they lose a race. */
export const snippetFolderUseCases = (ports: Ports) => ({
  ...readsOf(ports, { listSnippetFolders, getSnippetFolder }),
  ...writesOf(ports, { createSnippetFolder, updateSnippetFolder, deleteSnippetFolder }),
});
export type SnippetFolderUseCases = ReturnType<typeof snippetFolderUseCases>;
