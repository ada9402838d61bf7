import { expectConfigOf, itRefusesEach } from '../test/config-cases';

describe('readConfig: webhooks', () => {
  it('takes the defaults when nothing is set: public addresses only, 10 s, 20 endpoints, a day of retries', () => {
    expectConfigOf({}, { webhooks: { allowPrivate: false, timeoutMs: 10_000, maxPerTenant: 20, retryBaseMs: 10_000, retryMaxDelayMs: 3_600_000, retryWindowMs: 86_400_000, dispatchIntervalMs: 1_000 } });
  });

  it('reads WEBHOOK_ALLOW_PRIVATE=true and the timings', () => {
    expectConfigOf(
      { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '2500', WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_DISPATCH_INTERVAL_MS: '0' },
      { webhooks: expect.objectContaining({ allowPrivate: true, timeoutMs: 2500, retryBaseMs: 50, dispatchIntervalMs: 0 }) },
    );
  });

  itRefusesEach([
    ['WEBHOOK_ALLOW_PRIVATE', 'yes'],
    ['WEBHOOK_TIMEOUT_MS', '0'],
    ['WEBHOOK_MAX_PER_TENANT', '0'],
    ['WEBHOOK_RETRY_WINDOW_MS', '10'],
  ]);
});
