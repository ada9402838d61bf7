import type { ApiKeyId, SessionId, TenantId, UserId } from '@quire/domain/ids';

/** Who is calling: the user behind an authenticated API key (or a signed-in session), acting in its tenant. */
export type Principal = {
  readonly tenantId: TenantId;
  readonly userId: UserId;
  readonly keyId: ApiKeyId;
  /** The key's display prefix (first characters of the secret), safe to log. */
  readonly keyPrefix: string;
  /** Set when the caller is a person signed in with a session cookie (then `keyId` is `session:<id>`, `keyPrefix` is `session`). */
  readonly sessionId?: SessionId;
};
