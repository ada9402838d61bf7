import type { TenantId } from '@quire/domain/ids';
import { compareSearchKeys, searchKeyOf } from '@quire/ports/library/search/search';
import type { InMemoryLibraryRevisions } from './in-memory-library-revisions';

type Row = { readonly id: string; readonly tenantId: TenantId; readonly name: string; readonly version: number };

/** Orders rows as every search and list does: name key, then id, by UTF-8 bytes. */
export const byNameThenId = (a: { readonly id: string; readonly name: string }, b: { readonly id: string; readonly name: string }): number =>
  compareSearchKeys(searchKeyOf(a), searchKeyOf(b));

/**
 * The rows of one in-memory table, keyed by tenant and id so that nothing is ever found, changed
 * or deleted through another tenant.
 */
export class TenantTable<A extends Row> {
  private readonly rows = new Map<string, A>();

  /** `revisions`: the library revision every put and remove bumps (a library table; none for others). */
  constructor(private readonly revisions: InMemoryLibraryRevisions | null = null) {}

  private static key(tenantId: TenantId, id: string): string {
    return `${tenantId}\u0000${id}`;
  }

  get(tenantId: TenantId, id: string): A | undefined {
    return this.rows.get(TenantTable.key(tenantId, id));
  }

  has(row: A): boolean {
    return this.rows.has(TenantTable.key(row.tenantId, row.id));
  }

  /** The tenant's rows, ordered by name key then id. */
  allOf(tenantId: TenantId): A[] {
    return [...this.rows.values()].filter((row) => row.tenantId === tenantId).sort(byNameThenId);
  }

  /** Every tenant's rows (for questions across tenants, such as which blobs are referenced). */
  everyTenant(): A[] {
    return [...this.rows.values()];
  }

  put(row: A): void {
    this.rows.set(TenantTable.key(row.tenantId, row.id), row);
    this.revisions?.bump(row.tenantId);
  }

  /** Is the stored row at `version` (absent rows are at no version)? */
  isAt(tenantId: TenantId, id: string, version: number): boolean {
    return this.get(tenantId, id)?.version === version;
  }

  remove(tenantId: TenantId, id: string): void {
    if (this.rows.delete(TenantTable.key(tenantId, id))) this.revisions?.bump(tenantId);
  }
}
