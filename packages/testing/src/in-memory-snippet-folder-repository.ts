import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { nameKey } from '@quire/domain/names';
import type { SnippetFolder } from '@quire/domain/snippet-folder';
import type { FolderContents, FolderNotEmpty } from '@quire/domain/snippet-folder-deletion';
import type { FolderListing, SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { InMemorySnippetRepository } from './in-memory-snippet-repository';
import { storageFailure } from './storage-failure';
import { InMemoryLibraryRevisions } from './in-memory-library-revisions';
import { TenantTable } from './tenant-table';

/** SnippetFolderRepository in memory; counts the snippets of the given snippet repository. */
export class InMemorySnippetFolderRepository implements SnippetFolderRepository {
  readonly table: TenantTable<SnippetFolder>;

  constructor(
    private readonly snippets: InMemorySnippetRepository,
    revisions = new InMemoryLibraryRevisions(),
  ) {
    this.table = new TenantTable(revisions);
  }

  insert(folder: SnippetFolder): TE.TaskEither<StorageError | NameTaken, void> {
    if (this.table.has(folder)) return storageFailure('snippetFolders.insert', 'duplicate id');
    return this.write(folder);
  }

  update(folder: SnippetFolder): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = folder.version - 1;
    const cycle = folder.parentId !== null && (folder.parentId === folder.id || this.ancestors(folder.tenantId, folder.parentId).includes(folder.id));
    if (!this.table.isAt(folder.tenantId, folder.id, expected) || cycle) return TE.left({ _tag: 'VersionConflict', expected });
    return this.write(folder);
  }

  delete(tenantId: TenantId, id: SnippetFolderId, version: number): TE.TaskEither<StorageError | VersionConflict | FolderNotEmpty, void> {
    if (!this.table.isAt(tenantId, id, version)) return TE.left({ _tag: 'VersionConflict', expected: version });
    const contents = this.contents(tenantId, id);
    if (contents.folderCount > 0 || contents.snippetCount > 0) return TE.left({ _tag: 'FolderNotEmpty', id, ...contents });
    this.table.remove(tenantId, id);
    return TE.right(undefined);
  }

  findById(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, O.Option<SnippetFolder>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }

  findChildByName(tenantId: TenantId, parentId: SnippetFolderId | null, name: string): TE.TaskEither<StorageError, O.Option<SnippetFolder>> {
    return TE.right(O.fromNullable(this.child(tenantId, parentId, name)));
  }

  ancestorsOf(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, ReadonlyArray<SnippetFolderId>> {
    return TE.right(this.ancestors(tenantId, id));
  }

  contentsOf(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, FolderContents> {
    return TE.right(this.contents(tenantId, id));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<FolderListing>> {
    return TE.right(this.table.allOf(tenantId).map((folder) => ({ folder, snippetCount: this.snippets.countIn(tenantId, folder.id) })));
  }

  private ancestors(tenantId: TenantId, id: SnippetFolderId): SnippetFolderId[] {
    const chain: SnippetFolderId[] = [];
    let parent = this.table.get(tenantId, id)?.parentId ?? null;
    while (parent !== null && !chain.includes(parent)) {
      chain.push(parent);
      parent = this.table.get(tenantId, parent)?.parentId ?? null;
    }
    return chain;
  }

  private contents(tenantId: TenantId, id: SnippetFolderId): FolderContents {
    return {
      snippetCount: this.snippets.countIn(tenantId, id),
      folderCount: this.table.allOf(tenantId).filter((folder) => folder.parentId === id).length,
    };
  }

  private child(tenantId: TenantId, parentId: SnippetFolderId | null, name: string): SnippetFolder | undefined {
    return this.table.allOf(tenantId).find((folder) => folder.parentId === parentId && nameKey(folder.name) === nameKey(name));
  }

  private write(folder: SnippetFolder): TE.TaskEither<NameTaken, void> {
    const holder = this.child(folder.tenantId, folder.parentId, folder.name);
    if (holder !== undefined && holder.id !== folder.id) return TE.left({ _tag: 'NameTaken', resource: 'SnippetFolder', name: folder.name, takenBy: holder.id });
    this.table.put(folder);
    return TE.right(undefined);
  }
}
