import type { ApiKey, ApiKeyStatus } from '@quire/domain/accounts/api-key';
import { ROLES } from '@quire/domain/accounts/role';
import { apiKeyId, tenantId, userId } from '@quire/domain/ids';
import { readNullableDate } from '../platform/sql-date';
import { readChoice } from '../platform/stored-choice';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/** A row of `api_keys`. */
export type ApiKeyRow = {
  id: string;
  tenant_id: string;
  user_id: string;
  role: string;
  name: string;
  prefix: string;
  digest: string;
  status: string;
  last_used_at: unknown;
  expires_at: unknown;
} & VersionedRow;

const STATUSES: ReadonlyArray<ApiKeyStatus> = ['active', 'inactive'];

export const apiKeyToRow = (key: ApiKey): ApiKeyRow => ({
  id: key.id,
  tenant_id: key.tenantId,
  user_id: key.userId,
  role: key.role,
  name: key.name,
  prefix: key.prefix,
  digest: key.digest,
  status: key.status,
  last_used_at: key.lastUsedAt,
  expires_at: key.expiresAt,
  ...versionedToRow(key),
});

/** The columns an update may change: the owner, the secret and the use record are not among them. */
export const apiKeyToUpdateRow = (key: ApiKey): Pick<ApiKeyRow, 'name' | 'status' | 'expires_at' | 'updated_at' | 'version'> => ({
  name: key.name,
  status: key.status,
  expires_at: key.expiresAt,
  updated_at: key.updatedAt,
  version: key.version,
});

export const apiKeyFromRow = (row: ApiKeyRow): ApiKey => ({
  id: apiKeyId(row.id),
  name: row.name,
  tenantId: tenantId(row.tenant_id),
  userId: userId(row.user_id),
  role: readChoice(ROLES, row.role, 'api key role'),
  prefix: row.prefix,
  digest: row.digest,
  status: readChoice(STATUSES, row.status, 'api key status'),
  lastUsedAt: readNullableDate(row.last_used_at),
  expiresAt: readNullableDate(row.expires_at),
  ...versionedFromRow(row),
});
