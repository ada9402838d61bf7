import type { TenantId } from '@quire/domain/ids';
import { snippetId } from '@quire/domain/library/library-ids';
import { referencesOfAnalysis } from '@quire/domain/library/library-references';
import { currentSnippetVersion, type Snippet, type SnippetVersion } from '@quire/domain/library/snippets/snippet';
import type { SnippetId } from '@quire/domain/library/library-ids';
import type { Page } from '@quire/ports/library/search/search';
import { tagKeysOf } from '@quire/ports/library/search/search-texts';
import type { SnippetRepository, SnippetSearch, SnippetSummary } from '@quire/ports/library/snippet-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { whereContains } from './keyset';
import { KnexLibraryItemRepository } from './knex-library-repository';
import { snippetFromRow, type SnippetRow, snippetToRow, snippetVersionFromRow, type SnippetVersionRow, snippetVersionToRow } from './snippet-row';

const TABLE = 'snippets';
const VERSIONS = 'snippet_versions';

/** Keeps the snippet's current file as its file version, unless that number is kept already. */
const keepVersion = async (trx: Knex.Transaction, snippet: Snippet): Promise<void> => {
  const version = currentSnippetVersion(snippet);
  const where = { tenant_id: version.tenantId, snippet_id: version.snippetId, number: version.number };
  if ((await trx(VERSIONS).where(where).first('number')) === undefined) await trx(VERSIONS).insert(snippetVersionToRow(version));
};

/**
 * Snippets in `snippets` and every file version in `snippet_versions`; each write also replaces the
 * snippet's references (from its analysis) and keeps its current file version, in one transaction.
 */
export class KnexSnippetRepository extends KnexLibraryItemRepository<Snippet, SnippetRow> implements SnippetRepository {
  constructor(knex: Knex) {
    super(
      knex,
      { table: TABLE, operations: 'snippets', toRow: snippetToRow, fromRow: snippetFromRow, names: { resource: 'Snippet' } },
      { owner: 'snippet', of: (snippet) => referencesOfAnalysis(snippet.analysis) },
      { written: keepVersion, deleted: (trx, tenantId, id) => trx(VERSIONS).where({ tenant_id: tenantId, snippet_id: id }).del() },
    );
  }

  listVersions(tenantId: TenantId, id: SnippetId): TE.TaskEither<StorageError, ReadonlyArray<SnippetVersion>> {
    return this.table.query('listVersions', async () => {
      const rows: SnippetVersionRow[] = await this.knex(VERSIONS).where({ tenant_id: tenantId, snippet_id: id }).orderBy('number');
      return rows.map(snippetVersionFromRow);
    });
  }

  findVersion(tenantId: TenantId, id: SnippetId, number: number): TE.TaskEither<StorageError, O.Option<SnippetVersion>> {
    return this.table.query('findVersion', async () => {
      const row = (await this.knex(VERSIONS).where({ tenant_id: tenantId, snippet_id: id, number }).first()) as SnippetVersionRow | undefined;
      return O.map(snippetVersionFromRow)(O.fromNullable(row));
    });
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
