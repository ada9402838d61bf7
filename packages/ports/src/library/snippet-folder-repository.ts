import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId } from '@quire/domain/library/library-ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import type { SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import type { FolderContents, FolderNotEmpty } from '@quire/domain/library/snippet-folders/snippet-folder-deletion';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/** A folder as `GET /Snippets/Folders` lists it: with the number of snippets directly in it. */
export type FolderListing = { readonly folder: SnippetFolder; readonly snippetCount: number };

/**
 * The snippet folders of each tenant; every method is scoped to a tenant.
 * Names are unique among siblings by name key. SQL unique indexes treat NULLs as distinct, so
 * the store indexes a non-null parent key (e.g. '' for the root) rather than the nullable parent.
 */
export interface SnippetFolderRepository {
  /** Stores a new folder; NameTaken when a sibling already has the name (a lost race). */
  insert(folder: SnippetFolder): TE.TaskEither<StorageError | NameTaken, void>;
  /**
   * Writes a renamed or moved folder if the stored version is `folder.version - 1`; VersionConflict
   * otherwise, also when absent. A move re-checks, inside the transaction, that the folder is not
   * an ancestor of its new parent (two concurrent moves must not make a cycle); the loser gets
   * VersionConflict.
   */
  update(folder: SnippetFolder): TE.TaskEither<StorageError | VersionConflict | NameTaken, void>;
  /**
   * Deletes the folder if its stored version is `version` and it is still empty; FolderNotEmpty
   * (with the counts) when something was put in it meanwhile; VersionConflict when changed or gone.
   */
  delete(tenantId: TenantId, id: SnippetFolderId, version: number): TE.TaskEither<StorageError | VersionConflict | FolderNotEmpty, void>;
  findById(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, O.Option<SnippetFolder>>;
  /** The folder with this name (compared as names are) directly under `parentId` (null: the root). */
  findChildByName(tenantId: TenantId, parentId: SnippetFolderId | null, name: string): TE.TaskEither<StorageError, O.Option<SnippetFolder>>;
  /** The ids above the folder: its parent, the parent's parent... up to a root folder; empty for a root folder or an unknown id. */
  ancestorsOf(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, ReadonlyArray<SnippetFolderId>>;
  /** What the folder directly holds (for `assertFolderDeletable`). */
  contentsOf(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, FolderContents>;
  /** Every folder of the tenant with its snippet count, ordered by name key then id. */
  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<FolderListing>>;
}
