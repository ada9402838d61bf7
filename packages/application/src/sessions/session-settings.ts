import type { Role } from '@quire/domain/accounts/role';
import type { TenantId } from '@quire/domain/ids';

/** Who may join by signing in: people the identity provider vouches for who are no member yet become members of `tenantId` with `role`. */
export type JoinPolicy = { readonly role: Role; readonly tenantId: TenantId };

/** How people sign in: `join` absent, a person who is no member is refused. */
export type SessionSettings = { readonly join: JoinPolicy | undefined };

export const DEFAULT_SESSION_SETTINGS: SessionSettings = { join: undefined };

/** The memberships of one person a sign-in reads at most (it signs in to the one asked for, or the oldest). */
export const MAX_MEMBERSHIPS_READ = 1_000;

/** A sign-in begun must come back from the provider within 10 minutes. */
export const SIGN_IN_ATTEMPT_MS = 10 * 60 * 1000;
