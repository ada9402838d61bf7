import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId, SnippetId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import type { Snippet } from '@quire/domain/snippet';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from './search/search';
import type { StorageError, VersionConflict } from '../storage/storage-error';

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
 * row's `file.sha256` is their address.
 */
export interface SnippetRepository {
  /** Stores a new snippet; NameTaken when the name is already held (a lost race). */
  insert(snippet: Snippet): TE.TaskEither<StorageError | NameTaken, void>;
  /** Writes a changed snippet if the stored version is `snippet.version - 1`; VersionConflict otherwise, also when absent. */
  update(snippet: Snippet): TE.TaskEither<StorageError | VersionConflict | NameTaken, void>;
  /** Deletes the snippet and its references if its stored version is `version` (its blob is left to the sweep). */
  delete(tenantId: TenantId, id: SnippetId, version: number): TE.TaskEither<StorageError | VersionConflict, void>;
  findById(tenantId: TenantId, id: SnippetId): TE.TaskEither<StorageError, O.Option<Snippet>>;
  /** The snippet with this name, compared as names are (templates insert snippets by name). */
  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<Snippet>>;
  /** Every snippet's name and inclusions, ordered by name key then id (analysis vocabulary, `SnippetGraph`). */
  listSummaries(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<SnippetSummary>>;
  search(tenantId: TenantId, query: SnippetSearch): TE.TaskEither<StorageError, Page<Snippet>>;
}
export const SnippetRepositoryToken: ServiceIdentifier<SnippetRepository> = Symbol.for('quire.SnippetRepository');
