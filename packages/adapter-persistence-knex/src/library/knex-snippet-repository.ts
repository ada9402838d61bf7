import type { TenantId } from '@quire/domain/ids';
import { type SnippetId, snippetId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { referencesOfAnalysis } from '@quire/domain/library-references';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/snippet';
import type { Page } from '@quire/ports/library/search/search';
import { tagKeysOf } from '@quire/ports/library/search/search-texts';
import type { SnippetRepository, SnippetSearch, SnippetSummary } from '@quire/ports/library/snippet-repository';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { whereContains } from './keyset';
import { deleteReferences, writeReferences } from './library-references-table';
import { KnexLibraryTable } from './library-table';
import { nameTakenOn } from './name-taken';
import { snippetFromRow, type SnippetRow, snippetToRow } from './snippet-row';

const TABLE = 'snippets';

/** Snippets in `snippets`; each write also replaces the snippet's references (from its analysis). */
export class KnexSnippetRepository implements SnippetRepository {
  private readonly table: KnexLibraryTable<Snippet, SnippetRow, NameTaken>;

  constructor(private readonly knex: Knex) {
    this.table = new KnexLibraryTable(knex, {
      table: TABLE,
      operations: 'snippets',
      toRow: snippetToRow,
      fromRow: snippetFromRow,
      nameTaken: nameTakenOn(knex, { table: TABLE, name: 'snippets_name_unique', resource: 'Snippet' }),
    });
  }

  insert(snippet: Snippet): TE.TaskEither<StorageError | NameTaken, void> {
    return this.table.insert(snippet, (trx) => writeReferences(trx, snippet.tenantId, 'snippet', snippet.id, referencesOfAnalysis(snippet.analysis), 'new'));
  }

  update(snippet: Snippet): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    return this.table.update(snippet, (trx) => writeReferences(trx, snippet.tenantId, 'snippet', snippet.id, referencesOfAnalysis(snippet.analysis), 'existing'));
  }

  delete(tenantId: TenantId, id: SnippetId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return this.table.delete(tenantId, id, version, (trx) => deleteReferences(trx, tenantId, 'snippet', id));
  }

  findById(tenantId: TenantId, id: SnippetId): TE.TaskEither<StorageError, O.Option<Snippet>> {
    return this.table.first('findById', tenantId, { id });
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<Snippet>> {
    return this.table.first('findByName', tenantId, { name_key: nameKey(name) });
  }

  listSummaries(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<SnippetSummary>> {
    return this.table.query('listSummaries', async () => {
      const snippets = (await this.knex(TABLE).select('id', 'name').where({ tenant_id: tenantId }).orderBy(['name_key', 'id'])) as Array<{ id: string; name: string }>;
      const includes = (await this.knex('library_references')
        .select('owner_id', 'name')
        .where({ tenant_id: tenantId, owner_kind: 'snippet', role: 'snippet' })
        .orderBy(['owner_id', 'position'])) as Array<{ owner_id: string; name: string }>;
      const byOwner = new Map<string, string[]>();
      for (const row of includes) byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), row.name]);
      return snippets.map((row) => ({ id: snippetId(row.id), name: row.name, includes: byOwner.get(row.id) ?? [] }));
    });
  }

  search(tenantId: TenantId, query: SnippetSearch): TE.TaskEither<StorageError, Page<Snippet>> {
    return this.table.page('search', tenantId, query, (select) => {
      const inFolder = query.folder === null ? select : query.folder === 'root' ? select.whereNull(`${TABLE}.folder_id`) : select.where(`${TABLE}.folder_id`, query.folder);
      return query.tag === null ? inFolder : whereContains(inFolder, `${TABLE}.tag_keys`, tagKeysOf([query.tag]));
    });
  }
}
