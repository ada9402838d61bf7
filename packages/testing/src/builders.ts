import type { ApiKey } from '@quire/domain/api-key';
import { apiKeyId, tenantId, userId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/tenant';
import type { Membership, User } from '@quire/domain/user';

/**
 * Builders of valid domain objects for tests: every call yields new ids, e-mails and digests, so
 * tests never collide even when they share a store. Override only what the test is about.
 */
let counter = 0;
const nextNumber = (): string => {
  counter += 1;
  return String(counter).padStart(6, '0');
};

const EPOCH = new Date('2026-01-01T00:00:00.000Z');

export const arbitraryTenant = (overrides: Partial<Tenant> = {}): Tenant => {
  const n = nextNumber();
  return { id: tenantId(`tenant-${n}`), name: `Tenant ${n}`, createdAt: EPOCH, updatedAt: EPOCH, version: 1, ...overrides };
};

export const arbitraryUser = (overrides: Partial<User> = {}): User => {
  const n = nextNumber();
  return { id: userId(`user-${n}`), email: `user-${n}@example.com`, name: `User ${n}`, createdAt: EPOCH, updatedAt: EPOCH, version: 1, ...overrides };
};

export const arbitraryMembership = (overrides: Partial<Membership> = {}): Membership => ({
  tenantId: tenantId(`tenant-${nextNumber()}`),
  userId: userId(`user-${nextNumber()}`),
  createdAt: EPOCH,
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
    prefix: `qk_${n}abc`,
    digest: arbitraryDigest(),
    status: 'active',
    lastUsedAt: null,
    expiresAt: null,
    createdAt: EPOCH,
    updatedAt: EPOCH,
    version: 1,
    ...overrides,
  };
};
