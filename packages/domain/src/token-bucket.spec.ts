import { takeToken, takeTokens } from './token-bucket';

const limit = { perSecond: 10, burst: 5 };

describe('takeTokens', () => {
  it('takes as many whole tokens as wanted and there are, refilling by the time elapsed', () => {
    const first = takeTokens(undefined, limit, 0, 3);
    expect(first).toMatchObject({ taken: 3, bucket: { tokens: 2, refilledAtMs: 0 }, decision: { allowed: true } });
    expect(takeTokens(first.bucket, limit, 0, 3)).toMatchObject({ taken: 2, bucket: { tokens: 0 } });
    expect(takeTokens({ tokens: 0, refilledAtMs: 0 }, limit, 250, 10)).toMatchObject({ taken: 2, bucket: { tokens: 0.5, refilledAtMs: 250 } });
  });

  it('refuses with the seconds until a token is back when none is whole', () => {
    expect(takeTokens({ tokens: 0.5, refilledAtMs: 0 }, limit, 0, 4)).toEqual({ bucket: { tokens: 0.5, refilledAtMs: 0 }, taken: 0, decision: { allowed: false, retryAfterSeconds: 1 } });
  });

  it('takes one like takeToken', () => {
    expect(takeToken({ tokens: 1.5, refilledAtMs: 0 }, limit, 0)).toEqual({ bucket: { tokens: 0.5, refilledAtMs: 0 }, decision: { allowed: true } });
  });
});
