import type { TenantId } from '@quire/domain/ids';
import { snippetId } from '@quire/domain/library/library-ids';
import { referencesOfAnalysis } from '@quire/domain/library/library-references';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { Page } from '@quire/ports/library/search/search';
import { tagKeysOf } from '@quire/ports/library/search/search-texts';
import type { SnippetRepository, SnippetSearch, SnippetSummary } from '@quire/ports/library/snippet-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { whereContains } from './keyset';
import { KnexLibraryItemRepository } from './knex-library-repository';
import { snippetFromRow, type SnippetRow, snippetToRow } from './snippet-row';

const TABLE = 'snippets';

/** Snippets in `snippets`; each write also replaces the snippet's references (from its analysis). */
export class KnexSnippetRepository extends KnexLibraryItemRepository<Snippet, SnippetRow> implements SnippetRepository {
  constructor(knex: Knex) {
    super(knex, { table: TABLE, operations: 'snippets', toRow: snippetToRow, fromRow: snippetFromRow, names: { resource: 'Snippet' } }, { owner: 'snippet', of: (snippet) => referencesOfAnalysis(snippet.analysis) });
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
