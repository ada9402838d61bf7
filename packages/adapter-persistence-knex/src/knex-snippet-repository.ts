import type { TenantId } from '@quire/domain/ids';
import { type SnippetId, snippetId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { referencesOfAnalysis } from '@quire/domain/library-references';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/snippet';
import { type Page, normaliseQuery, pageOf } from '@quire/ports/library/search/search';
import { tagKeysOf } from '@quire/ports/library/search/search-texts';
import type { SnippetRepository, SnippetSearch, SnippetSummary } from '@quire/ports/library/snippet-repository';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { afterKey, whereContains, whereMatchesQuery } from './keyset';
import { deleteReferences, writeReferences } from './library-references-table';
import { nameTakenBy } from './name-taken';
import { bumpLibraryRevision } from './bump-library-revision';
import { runQuery } from './run-query';
import { runTransaction } from './run-transaction';
import { snippetFromRow, type SnippetRow, snippetToRow } from './snippet-row';

const TABLE = 'snippets';

/** Snippets in `snippets`; each write also replaces the snippet's references (from its analysis). */
export class KnexSnippetRepository implements SnippetRepository {
  constructor(private readonly knex: Knex) {}

  insert(snippet: Snippet): TE.TaskEither<StorageError | NameTaken, void> {
    return runTransaction(
      this.knex,
      'snippets.insert',
      async (trx) => {
        await bumpLibraryRevision(trx, snippet.tenantId);
        await trx(TABLE).insert(snippetToRow(snippet));
        await writeReferences(trx, snippet.tenantId, 'snippet', snippet.id, referencesOfAnalysis(snippet.analysis), 'new');
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, snippet),
    );
  }

  update(snippet: Snippet): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = snippet.version - 1;
    const { tenant_id, id, created_at: _createdAt, ...changes } = snippetToRow(snippet);
    return runTransaction<VersionConflict | NameTaken, void>(
      this.knex,
      'snippets.update',
      async (trx) => {
        await bumpLibraryRevision(trx, snippet.tenantId);
        const changed = await trx(TABLE).where({ tenant_id, id, version: expected }).update(changes);
        if (changed !== 1) return E.left({ _tag: 'VersionConflict', expected });
        await writeReferences(trx, snippet.tenantId, 'snippet', snippet.id, referencesOfAnalysis(snippet.analysis), 'existing');
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, snippet),
    );
  }

  delete(tenantId: TenantId, id: SnippetId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return runTransaction<VersionConflict, void>(this.knex, 'snippets.delete', async (trx) => {
      await bumpLibraryRevision(trx, tenantId);
      const deleted = await trx(TABLE).where({ tenant_id: tenantId, id, version }).del();
      if (deleted !== 1) return E.left({ _tag: 'VersionConflict', expected: version });
      await deleteReferences(trx, tenantId, 'snippet', id);
      return E.right(undefined);
    });
  }

  findById(tenantId: TenantId, id: SnippetId): TE.TaskEither<StorageError, O.Option<Snippet>> {
    return runQuery('snippets.findById', () => this.first({ tenant_id: tenantId, id }));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<Snippet>> {
    return runQuery('snippets.findByName', () => this.first({ tenant_id: tenantId, name_key: nameKey(name) }));
  }

  listSummaries(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<SnippetSummary>> {
    return runQuery('snippets.listSummaries', async () => {
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
    return runQuery('snippets.search', async () => {
      let select = afterKey(this.knex(TABLE).where(`${TABLE}.tenant_id`, tenantId), query.after, TABLE);
      const q = normaliseQuery(query.q);
      if (q !== null) select = whereMatchesQuery(select, `${TABLE}.search_text`, q);
      if (query.folder === 'root') select = select.whereNull(`${TABLE}.folder_id`);
      else if (query.folder !== null) select = select.where(`${TABLE}.folder_id`, query.folder);
      if (query.tag !== null) select = whereContains(select, `${TABLE}.tag_keys`, tagKeysOf([query.tag]));
      const rows: SnippetRow[] = await select.orderBy(['name_key', 'id']).limit(query.limit + 1);
      return pageOf(rows.map(snippetFromRow), query.limit);
    });
  }

  private async first(where: Record<string, string>): Promise<O.Option<Snippet>> {
    return O.map(snippetFromRow)(O.fromNullable(await this.knex<SnippetRow>(TABLE).where(where).first()));
  }

  private nameTaken(error: unknown, snippet: Snippet): Promise<NameTaken | null> {
    return nameTakenBy(this.knex, error, { table: TABLE, index: 'snippets_name_unique', resource: 'Snippet', tenantId: snippet.tenantId, name: snippet.name });
  }
}
