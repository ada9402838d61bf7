import { inProcessRateLimiter } from '@quire/adapter-rate-limit-memory/in-process-rate-limiter';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import { storageFailure } from '@quire/testing/storage-failure';
import { useHarness } from '../../../test/http-harness';

describe('the per-key rate limit', () => {
  let failing = false;
  const inProcess = inProcessRateLimiter({ perSecond: 1, burst: 2 });
  const limiter: RateLimiter = { limit: inProcess.limit, take: (keyId, now) => (failing ? storageFailure('rateLimit.take', 'database down') : inProcess.take(keyId, now)) };
  const h = useHarness({ rateLimiter: limiter });

  afterEach(() => {
    failing = false;
  });

  it('lets a burst through, then answers 429 rate_limited with Retry-After on every secured route, until a token is back', async () => {
    const me = await h.member();
    expect((await h.request('GET', '/v1/ApiKeys', { key: me.secret })).status).toBe(200);
    expect((await h.request('GET', `/v1/ApiKeys/${me.keyId}`, { key: me.secret })).status).toBe(200);
    const refused = await h.request('POST', '/v1/Aliases', { key: me.secret, json: { name: 'client_name' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(refused.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(refused.json()).toMatchObject({
      type: 'urn:quire:problem:rate_limited',
      status: 429,
      code: 'rate_limited',
      detail: 'This API key may make 1 request a second, in bursts of up to 2; retry after 1 second.',
    });
    h.adapters.clock.advance(1000);
    expect((await h.request('GET', '/v1/ApiKeys', { key: me.secret })).status).toBe(200);
    expect((await h.request('GET', '/v1/ApiKeys', { key: me.secret })).status).toBe(429);
  });

  it('counts each key on its own, and never a request without a valid key', async () => {
    const [first, second] = [await h.member(), await h.member()];
    for (let i = 0; i < 5; i += 1) expect((await h.request('GET', '/v1/ApiKeys', { key: 'qk_wrong' })).status).toBe(401);
    await h.request('GET', '/v1/ApiKeys', { key: first.secret });
    await h.request('GET', '/v1/ApiKeys', { key: first.secret });
    expect((await h.request('GET', '/v1/ApiKeys', { key: first.secret })).status).toBe(429);
    expect((await h.request('GET', '/v1/ApiKeys', { key: second.secret })).status).toBe(200);
  });

  it('refuses requests with 503 rate_limit_unavailable and Retry-After when the limiter fails (never fail-open), and logs a warning', async () => {
    const me = await h.member();
    failing = true;
    for (let i = 0; i < 4; i += 1) {
      const refused = await h.request('GET', '/v1/ApiKeys', { key: me.secret });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Retry-After')).toBe('1');
      expect(refused.json()).toMatchObject({ status: 503, code: 'rate_limit_unavailable' });
    }
    expect(h.logLines.some((line) => line.includes('rate limiter failed'))).toBe(true);
    failing = false;
    expect((await h.request('GET', '/v1/ApiKeys', { key: me.secret })).status).toBe(200);
  });

  it('leaves the public routes alone', async () => {
    for (let i = 0; i < 5; i += 1) expect((await h.request('GET', '/healthz')).status).toBe(200);
  });
});
