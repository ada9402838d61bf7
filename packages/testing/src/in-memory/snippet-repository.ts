import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId, SnippetId } from '@quire/domain/library/library-ids';
import { referencesOfAnalysis } from '@quire/domain/library/library-references';
import { nameKey } from '@quire/domain/names';
import { currentSnippetVersion, type Snippet, type SnippetVersion } from '@quire/domain/library/snippets/snippet';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { matchesQuery, snippetSearchTexts } from '@quire/ports/library/search/search-texts';
import type { SnippetRepository, SnippetSearch, SnippetSummary } from '@quire/ports/library/snippet-repository';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type { NameTaken } from '@quire/domain/library/library-names';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
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

const key = (tenantId: TenantId, id: SnippetId): string => `${tenantId}\u0000${id}`;

/** SnippetRepository in memory, with every file version of each snippet; snippet names are unique per tenant by name key. */
export class InMemorySnippetRepository extends UniquelyNamedRepository<Snippet, SnippetId> implements SnippetRepository {
  private readonly versions = new Map<string, SnippetVersion[]>();

  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    super('snippets', 'Snippet', revisions);
  }

  override insert(snippet: Snippet): TE.TaskEither<StorageError | NameTaken, void> {
    return TE.fromEither(pipe(this.table.insert(snippet, this.check), E.map(() => this.keepVersion(snippet))));
  }

  override update(snippet: Snippet): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    return TE.fromEither(pipe(this.table.update(snippet, this.check), E.map(() => this.keepVersion(snippet))));
  }

  override delete(tenantId: TenantId, id: SnippetId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return TE.fromEither(pipe(this.table.delete(tenantId, id, version), E.map(() => void this.versions.delete(key(tenantId, id)))));
  }

  listVersions(tenantId: TenantId, id: SnippetId): TE.TaskEither<StorageError, ReadonlyArray<SnippetVersion>> {
    return TE.right([...(this.versions.get(key(tenantId, id)) ?? [])].sort((a, b) => a.number - b.number));
  }

  findVersion(tenantId: TenantId, id: SnippetId, number: number): TE.TaskEither<StorageError, O.Option<SnippetVersion>> {
    return TE.right(O.fromNullable(this.versions.get(key(tenantId, id))?.find((version) => version.number === number)));
  }

  /** Every file version of every tenant (for the blob references). */
  everyVersion(): SnippetVersion[] {
    return [...this.versions.values()].flat();
  }

  /** The snippet's current file as its file version, unless that number is kept already. */
  private keepVersion(snippet: Snippet): void {
    const kept = this.versions.get(key(snippet.tenantId, snippet.id)) ?? [];
    if (!kept.some((version) => version.number === snippet.fileVersion)) this.versions.set(key(snippet.tenantId, snippet.id), [...kept, currentSnippetVersion(snippet)]);
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
