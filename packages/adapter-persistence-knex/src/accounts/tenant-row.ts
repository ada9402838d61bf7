import { tenantId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/tenant';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/** A row of `tenants`. */
export type TenantRow = { id: string; name: string } & VersionedRow;

export const tenantToRow = (tenant: Tenant): TenantRow => ({
  id: tenant.id,
  name: tenant.name,
  ...versionedToRow(tenant),
});

export const tenantFromRow = (row: TenantRow): Tenant => ({
  id: tenantId(row.id),
  name: row.name,
  ...versionedFromRow(row),
});
