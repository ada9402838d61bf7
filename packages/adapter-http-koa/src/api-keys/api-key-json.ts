import type { ApiKey } from '@quire/domain/api-key';

/** The public JSON of an API key: never the digest (and the secret is never stored at all). */
export type ApiKeyJson = {
  id: string;
  name: string;
  tenantId: string;
  userId: string;
  prefix: string;
  status: 'active' | 'inactive';
  lastUsedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
};

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

export const apiKeyJson = (key: ApiKey): ApiKeyJson => ({
  id: key.id,
  name: key.name,
  tenantId: key.tenantId,
  userId: key.userId,
  prefix: key.prefix,
  status: key.status,
  lastUsedAt: iso(key.lastUsedAt),
  expiresAt: iso(key.expiresAt),
  createdAt: key.createdAt.toISOString(),
  updatedAt: key.updatedAt.toISOString(),
  version: key.version,
});
