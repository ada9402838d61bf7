import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../../use-cases-of';
import { createSnippet } from './create-snippet';
import { deleteSnippet } from './delete-snippet';
import { downloadSnippet } from './download-snippet';
import { getSnippet } from './get-snippet';
import { searchSnippets } from './search-snippets';
import { compareSnippetVersions, downloadSnippetVersion, listSnippetVersions } from './snippet-versions';
import { updateSnippet } from './update-snippet';

/** The snippet use cases (`/Snippets`); writes run again when they lose a race. */
export const snippetUseCases = (ports: Ports) => ({
  ...readsOf(ports, { searchSnippets, getSnippet, downloadSnippet, listSnippetVersions, downloadSnippetVersion, compareSnippetVersions }),
  ...writesOf(ports, { createSnippet, updateSnippet, deleteSnippet }),
});
export type SnippetUseCases = ReturnType<typeof snippetUseCases>;
