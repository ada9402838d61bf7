import * as E from 'fp-ts/Either';
import { type ApiKey, assertUsable, createApiKey, deactivateApiKey, reactivateApiKey, renameApiKey, shouldRecordUse } from './api-key';
import { apiKeyId, tenantId, userId } from '../ids';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

const newKey = (overrides: Partial<Parameters<typeof createApiKey>[0]> = {}): ApiKey => {
  const key = createApiKey({ id: apiKeyId('k1'), name: 'CI key', tenantId: tenantId('t1'), userId: userId('u1'), role: 'drafter', prefix: 'qk_123456789', digest: 'd'.repeat(64), now: t0, ...overrides });
  if (E.isLeft(key)) throw new Error('fixture');
  return key.right;
};

describe('api key', () => {
  describe('when created', () => {
    it('is active, version 1, never used', () => {
      expect(newKey()).toMatchObject({ status: 'active', version: 1, lastUsedAt: null, name: 'CI key', role: 'drafter' });
    });
    it('refuses an empty name', () => {
      expect(createApiKey({ id: apiKeyId('k'), name: '  ', tenantId: tenantId('t'), userId: userId('u'), role: 'owner', prefix: 'p', digest: 'd', now: t0 })).toEqual(
        E.left(expect.objectContaining({ _tag: 'InvalidName', field: 'name' })),
      );
    });
  });

  describe('when deactivated', () => {
    const inactive = deactivateApiKey(newKey(), later(1000));
    it('becomes inactive with a new version', () => {
      expect(inactive).toMatchObject({ status: 'inactive', version: 2, updatedAt: later(1000) });
    });
    it('is idempotent', () => {
      expect(deactivateApiKey(inactive, later(2000))).toBe(inactive);
    });
    it('can no longer authenticate', () => {
      expect(assertUsable(inactive, later(3000))).toEqual(E.left({ _tag: 'ApiKeyInactive', id: 'k1' }));
    });
    it('works again after reactivation, which is idempotent too', () => {
      const active = reactivateApiKey(inactive, later(4000));
      expect(active).toMatchObject({ status: 'active', version: 3 });
      expect(reactivateApiKey(active, later(5000))).toBe(active);
      expect(E.isRight(assertUsable(active, later(6000)))).toBe(true);
    });
  });

  describe('when it has expired', () => {
    it('cannot authenticate', () => {
      const key = newKey({ expiresAt: later(10) });
      expect(E.isRight(assertUsable(key, later(9)))).toBe(true);
      expect(assertUsable(key, later(10))).toEqual(E.left({ _tag: 'ApiKeyExpired', id: 'k1' }));
    });
  });

  describe('when renamed', () => {
    it('trims the name and bumps the version', () => {
      expect(renameApiKey(newKey(), '  Deploy  ', later(1))).toEqual(E.right(expect.objectContaining({ name: 'Deploy', version: 2 })));
    });
    it('changes nothing for the same name', () => {
      const key = newKey();
      expect(renameApiKey(key, 'CI key', later(1))).toEqual(E.right(key));
    });
  });

  describe('when used', () => {
    it('records the use at most once a minute', () => {
      const key = newKey();
      expect(shouldRecordUse(key, later(0))).toBe(true);
      const used = { ...key, lastUsedAt: later(0) };
      expect(shouldRecordUse(used, later(59_999))).toBe(false);
      expect(shouldRecordUse(used, later(60_000))).toBe(true);
    });
  });
});
