import { type TenantId, tenantId } from '@quire/domain/ids';
import { nameKey } from '@quire/domain/names';
import { searchTextOf } from '@quire/ports/library/search/search-texts';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/**
 * The columns every library row has: the tenant it belongs to, its id, its name and the name's key
 * (computed here, never by SQL, for the unique index and the search order), and its version stamps.
 */
export type LibraryRow = { tenant_id: string; id: string; name: string; name_key: string } & VersionedRow;

type LibraryItem = { readonly tenantId: TenantId; readonly id: string; readonly name: string; readonly createdAt: Date; readonly updatedAt: Date; readonly version: number };

export const libraryColumns = (item: LibraryItem): LibraryRow => ({ tenant_id: item.tenantId, id: item.id, name: item.name, name_key: nameKey(item.name), ...versionedToRow(item) });

/** The fields read back from those columns (the id is branded by each resource). */
export const libraryFields = (row: LibraryRow) => ({ tenantId: tenantId(row.tenant_id), name: row.name, ...versionedFromRow(row) });

/** The columns of a library row that has a description and is searched by its text (every resource but the folders). */
export type DescribedRow = LibraryRow & { description: string; search_text: string };

/** Those columns of a described item, its search text made of `searchTexts` (what the resource is searched by). */
export const describedColumns = (item: LibraryItem & { readonly description: string }, searchTexts: ReadonlyArray<string>): DescribedRow => ({
  ...libraryColumns(item),
  description: item.description,
  search_text: searchTextOf(searchTexts),
});

/** The fields read back from them, the id branded by `id`. */
export const describedFields = <Id extends string>(row: DescribedRow, id: (raw: string) => Id) => ({ id: id(row.id), ...libraryFields(row), description: row.description });
