import type { Ports } from '@quire/ports/ports';
import { retryingLostRaces } from '../../retry-lost-races';
import { createSnippet } from './create-snippet';
import { deleteSnippet } from './delete-snippet';
import { downloadSnippet } from './download-snippet';
import { getSnippet } from './get-snippet';
import { searchSnippets } from './search-snippets';
import { updateSnippet } from './update-snippet';

/** The snippet use cases (`/Snippets`); writes run again when they lose a race. */
export const snippetUseCases = (ports: Ports) => ({
  searchSnippets: searchSnippets(ports),
  getSnippet: getSnippet(ports),
  createSnippet: retryingLostRaces(createSnippet(ports)),
  updateSnippet: retryingLostRaces(updateSnippet(ports)),
  deleteSnippet: retryingLostRaces(deleteSnippet(ports)),
  downloadSnippet: downloadSnippet(ports),
});
export type SnippetUseCases = ReturnType<typeof snippetUseCases>;
