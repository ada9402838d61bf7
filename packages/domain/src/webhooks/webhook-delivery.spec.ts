import { arbitraryDelivery } from '@quire/testing/builders/webhooks';
import { tenantId } from '../ids';
import { webhookId } from './webhook';
import { afterAttempt, DEFAULT_RETRY_POLICY, nextAttemptTime, retryDelayMs } from './webhook-delivery';

const owner = { tenantId: tenantId('tenant-1'), webhookId: webhookId('webhook-1') };
const T = new Date('2026-01-01T00:00:00.000Z');
const policy = { baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 10 * 60_000 };

describe('webhook delivery', () => {
  describe('retryDelayMs', () => {
    it('doubles from the base up to the maximum, scaled by the jitter into [0.5, 1)', () => {
      expect([1, 2, 3, 4, 7, 8, 30].map((attempts) => retryDelayMs(attempts, policy, 1))).toEqual([1000, 2000, 4000, 8000, 60_000, 60_000, 60_000]);
      expect(retryDelayMs(3, policy, 0)).toBe(2000);
      expect(retryDelayMs(3, policy, 0.5)).toBe(3000);
    });

    it('retries about a day by default, and about 30 times', () => {
      let waited = 0;
      let attempts = 0;
      while (waited + retryDelayMs(attempts + 1, DEFAULT_RETRY_POLICY, 1) <= DEFAULT_RETRY_POLICY.windowMs) {
        attempts += 1;
        waited += retryDelayMs(attempts, DEFAULT_RETRY_POLICY, 1);
      }
      expect(attempts).toBeGreaterThanOrEqual(25);
      expect(attempts).toBeLessThanOrEqual(40);
      expect(waited).toBeGreaterThan(20 * 60 * 60 * 1000);
    });
  });

  describe('after an attempt', () => {
    it('succeeds on a delivered answer', () => {
      const delivery = arbitraryDelivery(owner, { createdAt: T });
      expect(afterAttempt(delivery, { _tag: 'Delivered', statusCode: 200 }, T, null)).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200, nextAttemptAt: null, lastAttemptAt: T });
    });

    it('is due again after the back-off, until the window is over', () => {
      const delivery = arbitraryDelivery(owner, { createdAt: T });
      expect(nextAttemptTime(delivery, T, policy, 0.999)).toBe(T.getTime() + 1000);
      const late = new Date(T.getTime() + policy.windowMs - 500);
      expect(nextAttemptTime(delivery, late, policy, 0.999)).toBeNull();
      const failed = afterAttempt(delivery, { _tag: 'NotDelivered', error: 'timeout', statusCode: null }, late, null);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'timeout', nextAttemptAt: null });
    });
  });
});
