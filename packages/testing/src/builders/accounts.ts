import type { ApiKey } from '@quire/domain/accounts/api-key';
import { type TenantId, apiKeyId, tenantId, userId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/accounts/tenant';
import type { Membership, User } from '@quire/domain/accounts/user';
import { MADE_AT_T0, T0 } from './instants';
import { nextNumber } from './next-number';

/*
 * Builders of valid tenants, users, memberships and API keys: every call yields new ids, e-mails
 * and digests. Override only what the test is about.
 */
export const arbitraryTenantId = (): TenantId => tenantId(`tenant-${nextNumber()}`);

export const arbitraryTenant = (overrides: Partial<Tenant> = {}): Tenant => {
  const n = nextNumber();
  return { id: tenantId(`tenant-${n}`), name: `Tenant ${n}`, ...MADE_AT_T0, ...overrides };
};

export const arbitraryUser = (overrides: Partial<User> = {}): User => {
  const n = nextNumber();
  return { id: userId(`user-${n}`), email: `user-${n}@example.com`, name: `User ${n}`, ...MADE_AT_T0, ...overrides };
};

export const arbitraryMembership = (overrides: Partial<Membership> = {}): Membership => ({
  tenantId: arbitraryTenantId(),
  userId: userId(`user-${nextNumber()}`),
  role: 'owner',
  createdAt: T0,
  ...overrides,
});

/** A 64-hex-digit string that looks like a keyed SHA-256 digest. */
export const arbitraryDigest = (): string => nextNumber().padStart(64, 'f');

export const arbitraryApiKey = (overrides: Partial<ApiKey> = {}): ApiKey => {
  const n = nextNumber();
  return {
    id: apiKeyId(`key-${n}`),
    name: `Key ${n}`,
    tenantId: tenantId(`tenant-${n}`),
    userId: userId(`user-${n}`),
    role: 'owner',
    prefix: `qk_${n}abc`,
    digest: arbitraryDigest(),
    status: 'active',
    lastUsedAt: null,
    expiresAt: null,
    ...MADE_AT_T0,
    ...overrides,
  };
};
