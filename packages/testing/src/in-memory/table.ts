import type { TenantId } from '@quire/domain/ids';
import { nameKey } from '@quire/domain/names';
import { type Page, type PageRequest, compareSearchKeys, pageOf, searchKeyOf } from '@quire/ports/library/search/search';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import { storageError } from '../storage-failure';
import type { InMemoryLibraryRevisions } from './library-revisions';

/** What every library row has: an id in a tenant, a name it is listed by, and a version. */
export type TableRow = { readonly id: string; readonly tenantId: TenantId; readonly name: string; readonly version: number };

/** A write's own rule (a unique name, a folder cycle, a duplicate file version): the refusal, or null to store the row. */
export type WriteCheck<Row, Refusal> = (row: Row) => Refusal | null;

const conflict = (expected: number): E.Either<VersionConflict, never> => E.left({ _tag: 'VersionConflict', expected });

/** Orders rows as every search and list does: name key, then id, by UTF-8 bytes. */
const byNameThenId = (a: TableRow, b: TableRow): number => compareSearchKeys(searchKeyOf(a), searchKeyOf(b));

/**
 * One table of the in-memory library, shaped as the SQL one: rows keyed by tenant and id, so that
 * nothing is found, changed or deleted through another tenant; inserts refuse a taken id, updates
 * and deletes need the version the caller read; every stored change bumps the tenant's library
 * revision; searches cut keyset pages as the knex adapter does (name key then id, strictly after the
 * cursor, `limit + 1` fetched). Writes happen when called, as the SQL store's would, and answer an
 * Either for the repository to lift; the repository adds only its own rules, columns and queries.
 */
export class InMemoryTable<Row extends TableRow> {
  private readonly rows = new Map<string, Row>();

  /**
   * `name`: the table's name in storage errors (`aliases`, `rules`, ...);
   * `revisions`: the library revision its writes bump (shared by the five library repositories).
   */
  constructor(
    private readonly name: string,
    private readonly revisions: InMemoryLibraryRevisions,
  ) {}

  private static key(tenantId: TenantId, id: string): string {
    return `${tenantId}\u0000${id}`;
  }

  get(tenantId: TenantId, id: string): Row | undefined {
    return this.rows.get(InMemoryTable.key(tenantId, id));
  }

  /** The tenant's rows, ordered by name key then id. */
  allOf(tenantId: TenantId): Row[] {
    return [...this.rows.values()].filter((row) => row.tenantId === tenantId).sort(byNameThenId);
  }

  /** Every tenant's rows (for questions across tenants, such as which blobs are referenced). */
  everyTenant(): Row[] {
    return [...this.rows.values()];
  }

  /** The tenant's row whose name has this name key (among the rows `where` accepts), as a unique index on the name key finds it. */
  named(tenantId: TenantId, name: string, where: (row: Row) => boolean = () => true): Row | undefined {
    const key = nameKey(name);
    return this.allOf(tenantId).find((row) => where(row) && nameKey(row.name) === key);
  }

  /** A page of the tenant's rows that `keep` accepts, in search order, after the request's key. */
  search(tenantId: TenantId, request: PageRequest, keep: (row: Row) => boolean): Page<Row> {
    const after = request.after;
    const matching = this.allOf(tenantId).filter((row) => (after === null || compareSearchKeys(searchKeyOf(row), after) > 0) && keep(row));
    return pageOf(matching.slice(0, request.limit + 1), request.limit);
  }

  insert<Refusal>(row: Row, check: WriteCheck<Row, Refusal>): E.Either<StorageError | Refusal, void> {
    if (this.get(row.tenantId, row.id) !== undefined) return E.left(storageError(`${this.name}.insert`, 'duplicate id'));
    return this.write(row, check);
  }

  /** Stores the row over the one at `row.version - 1`. */
  update<Refusal>(row: Row, check: WriteCheck<Row, Refusal>): E.Either<VersionConflict | Refusal, void> {
    const expected = row.version - 1;
    return this.isAt(row.tenantId, row.id, expected) ? this.write(row, check) : conflict(expected);
  }

  /** Removes the row at `version`, unless `check` (asked once the version matched) refuses. */
  delete<Refusal = never>(tenantId: TenantId, id: string, version: number, check: () => Refusal | null = () => null): E.Either<VersionConflict | Refusal, void> {
    if (!this.isAt(tenantId, id, version)) return conflict(version);
    const refusal = check();
    if (refusal !== null) return E.left(refusal);
    this.rows.delete(InMemoryTable.key(tenantId, id));
    this.revisions.bump(tenantId);
    return E.right(undefined);
  }

  /** Stores the row as it is, with no check (for tests that set up a state no write reaches). */
  put(row: Row): void {
    this.rows.set(InMemoryTable.key(row.tenantId, row.id), row);
    this.revisions.bump(row.tenantId);
  }

  private isAt(tenantId: TenantId, id: string, version: number): boolean {
    return this.get(tenantId, id)?.version === version;
  }

  private write<Refusal>(row: Row, check: WriteCheck<Row, Refusal>): E.Either<Refusal, void> {
    const refusal = check(row);
    if (refusal !== null) return E.left(refusal);
    this.put(row);
    return E.right(undefined);
  }
}
