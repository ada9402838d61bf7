import type { ApiKeyId, TenantId, UserId } from '@quire/domain/ids';

/** Who is calling: the user behind an authenticated API key, acting in the key's tenant. */
export type Principal = {
  readonly tenantId: TenantId;
  readonly userId: UserId;
  readonly keyId: ApiKeyId;
  /** The key's display prefix (first characters of the secret), safe to log. */
  readonly keyPrefix: string;
};
