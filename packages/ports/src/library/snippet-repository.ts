import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId, SnippetId } from '@quire/domain/library/library-ids';
import type { Snippet, SnippetVersion } from '@quire/domain/library/snippets/snippet';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { NamedLibraryRepository } from './library-repository';
import type { PageRequest } from './search/search';
import type { StorageError } from '../storage/storage-error';

/**
 * `GET /Snippets`: `q` matches the name, description, tags and text preview (`snippetSearchTexts`); `folder` keeps the
 * snippets directly in a folder (`'root'`: unfiled); `tag` keeps those with the tag (ignoring case).
 */
export type SnippetSearch = PageRequest & {
  readonly q: string | null;
  readonly folder: SnippetFolderId | 'root' | null;
  readonly tag: string | null;
};

/** What analysis needs to know of a snippet: its name and the snippets it includes (for cycles). */
export type SnippetSummary = { readonly id: SnippetId; readonly name: string; readonly includes: ReadonlyArray<string> };

/**
 * The snippets of each tenant; every method is scoped to a tenant. Names are unique per tenant
 * by name key. Insert and update also write the snippet's references (`referencesOfAnalysis`) in
 * the same transaction. The file's bytes are in the blob store before the row is written; the
 * row's `file.sha256` is their address. Insert and update keep the snippet's current file as file
 * version `fileVersion` (`currentSnippetVersion`), stored once: an update whose `fileVersion` has a
 * row already leaves that row as it is; delete removes every file version.
 */
export interface SnippetRepository extends NamedLibraryRepository<Snippet, SnippetId, SnippetSearch> {
  /** Every snippet's name and inclusions, ordered by name key then id (analysis vocabulary, `SnippetGraph`). */
  listSummaries(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<SnippetSummary>>;
  /** Every file version of the snippet, oldest (1) first; empty for an unknown snippet. */
  listVersions(tenantId: TenantId, id: SnippetId): TE.TaskEither<StorageError, ReadonlyArray<SnippetVersion>>;
  /** File version `number` of the snippet (`GET /Snippets/:id/Versions/:n/Download`). */
  findVersion(tenantId: TenantId, id: SnippetId, number: number): TE.TaskEither<StorageError, O.Option<SnippetVersion>>;
}
