import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId, SnippetId } from '@quire/domain/library/library-ids';
import { referencesOfAnalysis } from '@quire/domain/library/library-references';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { matchesQuery, snippetSearchTexts } from '@quire/ports/library/search/search-texts';
import type { SnippetRepository, SnippetSearch, SnippetSummary } from '@quire/ports/library/snippet-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';
import { InMemoryLibraryRevisions } from './library-revisions';
import { UniquelyNamedRepository } from './table-repository';

/** The search's filters: `q`, the folder (`root`: none), a tag. */
const matching = (query: SnippetSearch): ((snippet: Snippet) => boolean) => {
  const q = normaliseQuery(query.q);
  const tag = query.tag === null ? null : nameKey(query.tag);
  const folder = query.folder === 'root' ? null : query.folder;
  return (snippet) =>
    matchesQuery(q, snippetSearchTexts(snippet)) && (query.folder === null || snippet.folderId === folder) && (tag === null || snippet.tags.some((each) => nameKey(each) === tag));
};

/** SnippetRepository in memory; snippet names are unique per tenant by name key. */
export class InMemorySnippetRepository extends UniquelyNamedRepository<Snippet, SnippetId> implements SnippetRepository {
  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    super('snippets', 'Snippet', revisions);
  }

  listSummaries(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<SnippetSummary>> {
    return TE.right(this.table.allOf(tenantId).map((snippet) => ({ id: snippet.id, name: snippet.name, includes: referencesOfAnalysis(snippet.analysis).snippets })));
  }

  search(tenantId: TenantId, query: SnippetSearch): TE.TaskEither<StorageError, Page<Snippet>> {
    return TE.right(this.table.search(tenantId, query, matching(query)));
  }

  /** How many snippets are directly in the folder (for the folder repository). */
  countIn(tenantId: TenantId, folderId: SnippetFolderId): number {
    return this.table.allOf(tenantId).filter((snippet) => snippet.folderId === folderId).length;
  }
}
