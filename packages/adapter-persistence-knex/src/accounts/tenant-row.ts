import { tenantId } from '@quire/domain/ids';
import { nameKey } from '@quire/domain/names';
import type { Tenant } from '@quire/domain/accounts/tenant';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/** A row of `tenants`; `name_key` is the name's key (`nameKey`), what a lookup by name compares. */
export type TenantRow = { id: string; name: string; name_key: string } & VersionedRow;

export const tenantToRow = (tenant: Tenant): TenantRow => ({
  id: tenant.id,
  name: tenant.name,
  name_key: nameKey(tenant.name),
  ...versionedToRow(tenant),
});

export const tenantFromRow = (row: TenantRow): Tenant => ({
  id: tenantId(row.id),
  name: row.name,
  ...versionedFromRow(row),
});
