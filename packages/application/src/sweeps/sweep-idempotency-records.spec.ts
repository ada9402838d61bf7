import { tenantId } from '@quire/domain/ids';
import { FixedClock } from '@quire/testing/fixed-clock';
import { InMemoryIdempotencyStore } from '@quire/testing/in-memory/idempotency-store';
import { right } from '../../test/in-memory-world';
import { sweepIdempotencyRecords } from './sweep-idempotency-records';

describe('sweepIdempotencyRecords', () => {
  describe('when some records expired', () => {
    it('deletes those and keeps the others', async () => {
      const clock = new FixedClock(new Date('2026-03-01T10:00:00.000Z'));
      const idempotency = new InMemoryIdempotencyStore();
      const claim = (key: string, ttlMs: number) =>
        idempotency.claim({ tenantId: tenantId('t'), key, requestHash: 'h', now: clock.now(), expiresAt: new Date(clock.now().getTime() + ttlMs), abandonedBefore: clock.now() })();
      await claim('old', 1000);
      await claim('young', 10_000);
      clock.advance(5000);
      await expect(right(sweepIdempotencyRecords({ idempotency, clock })())).resolves.toEqual({ deleted: 1 });
      await expect(right(sweepIdempotencyRecords({ idempotency, clock })())).resolves.toEqual({ deleted: 0 });
    });
  });
});
