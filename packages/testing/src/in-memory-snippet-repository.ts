import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId, SnippetId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { referencesOfAnalysis } from '@quire/domain/library-references';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/snippet';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { matchesQuery, snippetSearchTexts } from '@quire/ports/library/search/search-texts';
import type { SnippetRepository, SnippetSearch, SnippetSummary } from '@quire/ports/library/snippet-repository';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { searchInMemory } from './in-memory-search';
import { storageFailure } from './storage-failure';
import { InMemoryLibraryRevisions } from './in-memory-library-revisions';
import { TenantTable } from './tenant-table';

/** SnippetRepository in memory; snippet names are unique per tenant by name key. */
export class InMemorySnippetRepository implements SnippetRepository {
  readonly table: TenantTable<Snippet>;

  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    this.table = new TenantTable(revisions);
  }

  insert(snippet: Snippet): TE.TaskEither<StorageError | NameTaken, void> {
    if (this.table.has(snippet)) return storageFailure('snippets.insert', 'duplicate id');
    return this.write(snippet);
  }

  update(snippet: Snippet): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = snippet.version - 1;
    if (!this.table.isAt(snippet.tenantId, snippet.id, expected)) return TE.left({ _tag: 'VersionConflict', expected });
    return this.write(snippet);
  }

  delete(tenantId: TenantId, id: SnippetId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    if (!this.table.isAt(tenantId, id, version)) return TE.left({ _tag: 'VersionConflict', expected: version });
    this.table.remove(tenantId, id);
    return TE.right(undefined);
  }

  findById(tenantId: TenantId, id: SnippetId): TE.TaskEither<StorageError, O.Option<Snippet>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<Snippet>> {
    return TE.right(O.fromNullable(this.named(tenantId, name)));
  }

  listSummaries(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<SnippetSummary>> {
    return TE.right(this.table.allOf(tenantId).map((snippet) => ({ id: snippet.id, name: snippet.name, includes: referencesOfAnalysis(snippet.analysis).snippets })));
  }

  search(tenantId: TenantId, query: SnippetSearch): TE.TaskEither<StorageError, Page<Snippet>> {
    const q = normaliseQuery(query.q);
    const tag = query.tag === null ? null : nameKey(query.tag);
    const folder = query.folder === 'root' ? null : query.folder;
    return TE.right(
      searchInMemory(
        this.table.allOf(tenantId),
        query,
        (snippet) =>
          matchesQuery(q, snippetSearchTexts(snippet)) &&
          (query.folder === null || snippet.folderId === folder) &&
          (tag === null || snippet.tags.some((each) => nameKey(each) === tag)),
      ),
    );
  }

  /** How many snippets are directly in the folder (for the folder repository). */
  countIn(tenantId: TenantId, folderId: SnippetFolderId): number {
    return this.table.allOf(tenantId).filter((snippet) => snippet.folderId === folderId).length;
  }

  private named(tenantId: TenantId, name: string): Snippet | undefined {
    return this.table.allOf(tenantId).find((snippet) => nameKey(snippet.name) === nameKey(name));
  }

  private write(snippet: Snippet): TE.TaskEither<NameTaken, void> {
    const holder = this.named(snippet.tenantId, snippet.name);
    if (holder !== undefined && holder.id !== snippet.id) return TE.left({ _tag: 'NameTaken', resource: 'Snippet', name: snippet.name, takenBy: holder.id });
    this.table.put(snippet);
    return TE.right(undefined);
  }
}
