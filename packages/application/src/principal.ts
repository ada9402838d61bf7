import type { Role } from '@quire/domain/accounts/role';
import type { ApiKeyId, SessionId, TenantId, UserId } from '@quire/domain/ids';

/** Who is calling: the user behind an authenticated API key (or a signed-in session), acting in its tenant. */
export type Principal = {
  readonly tenantId: TenantId;
  readonly userId: UserId;
  readonly keyId: ApiKeyId;
  /** The key's display prefix (first characters of the secret), safe to log. */
  readonly keyPrefix: string;
  /** The user's role in the tenant, as read with the key. */
  readonly memberRole: Role;
  /** The key's own role: the caller may do what both roles may (authorization.ts). */
  readonly keyRole: Role;
  /** Set when the caller is a person signed in with a session cookie (then `keyId` is `session:<id>`, `keyPrefix` is `session`). */
  readonly sessionId?: SessionId;
};
