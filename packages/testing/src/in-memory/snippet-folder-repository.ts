import type { TenantId } from '@quire/domain/ids';
import type { SnippetFolderId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import type { SnippetFolder } from '@quire/domain/snippet-folder';
import type { FolderContents, FolderNotEmpty } from '@quire/domain/snippet-folder-deletion';
import type { FolderListing, SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { InMemoryLibraryRevisions } from './library-revisions';
import type { InMemorySnippetRepository } from './snippet-repository';
import { InMemoryTable, type WriteCheck } from './table';
import { uniqueName } from './unique-name';

const siblingsOf = (folder: SnippetFolder) => (other: SnippetFolder) => other.parentId === folder.parentId;

/** SnippetFolderRepository in memory: names unique among siblings; counts the snippets of the given snippet repository. */
export class InMemorySnippetFolderRepository implements SnippetFolderRepository {
  readonly table: InMemoryTable<SnippetFolder>;
  private readonly nameFree: WriteCheck<SnippetFolder, NameTaken>;

  constructor(
    private readonly snippets: InMemorySnippetRepository,
    revisions = new InMemoryLibraryRevisions(),
  ) {
    this.table = new InMemoryTable('snippetFolders', revisions);
    this.nameFree = uniqueName(this.table, 'SnippetFolder', siblingsOf);
  }

  insert(folder: SnippetFolder): TE.TaskEither<StorageError | NameTaken, void> {
    return TE.fromEither(this.table.insert(folder, this.nameFree));
  }

  /** A move under itself or one of its descendants is refused as a conflict (the caller read an older tree). */
  update(folder: SnippetFolder): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    return TE.fromEither(this.table.update(folder, (row) => (this.wouldCycle(row) ? { _tag: 'VersionConflict', expected: row.version - 1 } : this.nameFree(row))));
  }

  delete(tenantId: TenantId, id: SnippetFolderId, version: number): TE.TaskEither<StorageError | VersionConflict | FolderNotEmpty, void> {
    return TE.fromEither(
      this.table.delete(tenantId, id, version, (): FolderNotEmpty | null => {
        const contents = this.contents(tenantId, id);
        return contents.folderCount > 0 || contents.snippetCount > 0 ? { _tag: 'FolderNotEmpty', id, ...contents } : null;
      }),
    );
  }

  findById(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, O.Option<SnippetFolder>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }

  findChildByName(tenantId: TenantId, parentId: SnippetFolderId | null, name: string): TE.TaskEither<StorageError, O.Option<SnippetFolder>> {
    return TE.right(O.fromNullable(this.table.named(tenantId, name, (folder) => folder.parentId === parentId)));
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

  private wouldCycle(folder: SnippetFolder): boolean {
    return folder.parentId !== null && (folder.parentId === folder.id || this.ancestors(folder.tenantId, folder.parentId).includes(folder.id));
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
}
