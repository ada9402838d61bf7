import type { TenantId } from '@quire/domain/ids';
import { type SnippetFolderId, snippetFolderId } from '@quire/domain/library/library-ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import { nameKey } from '@quire/domain/names';
import type { SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import type { FolderContents, FolderNotEmpty } from '@quire/domain/library/snippet-folders/snippet-folder-deletion';
import type { FolderListing, SnippetFolderRepository } from '@quire/ports/library/snippet-folder-repository';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { isMysql } from '../platform/dialect';
import { KnexLibraryTable } from './library-table';
import { ROOT_KEY, snippetFolderFromRow, type SnippetFolderRow, snippetFolderToRow } from './snippet-folder-row';

const TABLE = 'snippet_folders';
/** Folders nest a few levels; a longer chain can only be damage, and must not loop forever. */
const MAX_DEPTH = 1000;

/**
 * Snippet folders in `snippet_folders`, names unique among siblings through `parent_key`. Moves are
 * serialised per tenant (bumpLibraryRevision locks the tenant row first, MySQL; SQLite writes one at
 * a time anyway) and re-check the ancestors inside the transaction, so two concurrent moves cannot
 * make a cycle.
 */
export class KnexSnippetFolderRepository implements SnippetFolderRepository {
  private readonly table: KnexLibraryTable<SnippetFolder, SnippetFolderRow, NameTaken>;

  constructor(private readonly knex: Knex) {
    const names = { resource: 'SnippetFolder', scope: (folder: SnippetFolder) => ({ parent_key: folder.parentId ?? ROOT_KEY }) } as const;
    this.table = new KnexLibraryTable(knex, { table: TABLE, operations: 'snippetFolders', toRow: snippetFolderToRow, fromRow: snippetFolderFromRow, names });
  }

  insert(folder: SnippetFolder): TE.TaskEither<StorageError | NameTaken, void> {
    return this.table.insert(folder);
  }

  /** A move under itself or one of its descendants (seen inside the transaction) is refused as a conflict. */
  update(folder: SnippetFolder): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = folder.version - 1;
    return this.table.update<VersionConflict>(folder, undefined, async (trx) => {
      const cycle = folder.parentId !== null && (folder.parentId === folder.id || (await this.ancestors(trx, folder.tenantId, folder.parentId)).includes(folder.id));
      return cycle ? { _tag: 'VersionConflict', expected } : null;
    });
  }

  /** Locks the folder at `version` (MySQL) before counting what is in it, so that nothing is added while it goes. */
  delete(tenantId: TenantId, id: SnippetFolderId, version: number): TE.TaskEither<StorageError | VersionConflict | FolderNotEmpty, void> {
    return this.table.write<VersionConflict | FolderNotEmpty, void>('delete', tenantId, async (trx) => {
      const locked = trx(TABLE).select('id').where({ tenant_id: tenantId, id, version });
      if ((await (isMysql(this.knex) ? locked.forUpdate() : locked).first()) === undefined) return E.left({ _tag: 'VersionConflict', expected: version });
      const contents = await this.contents(trx, tenantId, id);
      if (contents.snippetCount > 0 || contents.folderCount > 0) return E.left({ _tag: 'FolderNotEmpty', id, ...contents });
      await trx(TABLE).where({ tenant_id: tenantId, id, version }).del();
      return E.right(undefined);
    });
  }

  findById(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, O.Option<SnippetFolder>> {
    return this.table.first('findById', tenantId, { id });
  }

  findChildByName(tenantId: TenantId, parentId: SnippetFolderId | null, name: string): TE.TaskEither<StorageError, O.Option<SnippetFolder>> {
    return this.table.first('findChildByName', tenantId, { parent_key: parentId ?? ROOT_KEY, name_key: nameKey(name) });
  }

  ancestorsOf(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, ReadonlyArray<SnippetFolderId>> {
    return this.table.query('ancestorsOf', () => this.ancestors(this.knex, tenantId, id));
  }

  contentsOf(tenantId: TenantId, id: SnippetFolderId): TE.TaskEither<StorageError, FolderContents> {
    return this.table.query('contentsOf', () => this.contents(this.knex, tenantId, id));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<FolderListing>> {
    return this.table.query('listAll', async () => {
      const counts = this.knex('snippets as s')
        .count('*')
        .whereRaw('s.tenant_id = ??', [`${TABLE}.tenant_id`])
        .andWhereRaw('s.folder_id = ??', [`${TABLE}.id`])
        .as('snippet_count');
      const rows: Array<SnippetFolderRow & { snippet_count: unknown }> = await this.knex(TABLE).select(`${TABLE}.*`, counts).where(`${TABLE}.tenant_id`, tenantId).orderBy(['name_key', 'id']);
      return rows.map((row) => ({ folder: snippetFolderFromRow(row), snippetCount: Number(row.snippet_count) }));
    });
  }

  private async ancestors(db: Knex, tenantId: TenantId, id: SnippetFolderId): Promise<ReadonlyArray<SnippetFolderId>> {
    const chain: SnippetFolderId[] = [];
    let current: string | null = id;
    while (current !== null && chain.length < MAX_DEPTH) {
      const row = (await db(TABLE).select('parent_id').where({ tenant_id: tenantId, id: current }).first()) as { parent_id: string | null } | undefined;
      const parent = row?.parent_id ?? null;
      if (parent === null || chain.includes(snippetFolderId(parent))) break;
      chain.push(snippetFolderId(parent));
      current = parent;
    }
    return chain;
  }

  private async contents(db: Knex, tenantId: TenantId, id: SnippetFolderId): Promise<FolderContents> {
    const count = async (table: string, column: string): Promise<number> => {
      const row = (await db(table).count({ count: '*' }).where({ tenant_id: tenantId, [column]: id }).first()) as { count: unknown } | undefined;
      return Number(row?.count ?? 0);
    };
    return { snippetCount: await count('snippets', 'folder_id'), folderCount: await count(TABLE, 'parent_id') };
  }
}
