import { tenantId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/tenant';
import { readDate } from './sql-date';

/** A row of `tenants`. */
export type TenantRow = { id: string; name: string; created_at: unknown; updated_at: unknown; version: number };

export const tenantToRow = (tenant: Tenant): TenantRow => ({
  id: tenant.id,
  name: tenant.name,
  created_at: tenant.createdAt,
  updated_at: tenant.updatedAt,
  version: tenant.version,
});

export const tenantFromRow = (row: TenantRow): Tenant => ({
  id: tenantId(row.id),
  name: row.name,
  createdAt: readDate(row.created_at),
  updatedAt: readDate(row.updated_at),
  version: Number(row.version),
});
