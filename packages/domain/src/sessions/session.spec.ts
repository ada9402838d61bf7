import { sessionId, tenantId, userId } from '../ids';
import * as E from 'fp-ts/Either';
import { formatSessionSecret, idleBeforeMs, lifetimeEndMs, parseSessionSecret, SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionEndedAt, sessionEndsAtMs, shouldRecordSeen, startSession } from './session';

const T0 = new Date('2026-01-01T00:00:00.000Z');
const at = (ms: number): Date => new Date(T0.getTime() + ms);
const session = startSession({ id: sessionId('s1'), tenantId: tenantId('t1'), userId: userId('u1'), digest: 'd', now: T0, expiresAt: at(SESSION_LIFETIME_MS) });

describe('a session', () => {
  it('lasts 8 hours without use, 7 days at most', () => {
    expect(lifetimeEndMs(T0)).toBe(at(SESSION_LIFETIME_MS).getTime());
    expect(sessionEndsAtMs(session)).toBe(at(SESSION_IDLE_MS).getTime());
    expect(idleBeforeMs(at(SESSION_IDLE_MS))).toBe(T0.getTime());
    expect(sessionEndedAt(session, at(SESSION_IDLE_MS - 1))).toBeUndefined();
    expect(sessionEndedAt(session, at(SESSION_IDLE_MS))).toEqual({ _tag: 'SessionEnded', reason: 'idle' });
    const used = { ...session, lastSeenAt: at(SESSION_LIFETIME_MS - 1) };
    expect(sessionEndsAtMs(used)).toBe(at(SESSION_LIFETIME_MS).getTime());
    expect(sessionEndedAt(used, at(SESSION_LIFETIME_MS - 1))).toBeUndefined();
    expect(sessionEndedAt(used, at(SESSION_LIFETIME_MS))).toEqual({ _tag: 'SessionEnded', reason: 'expired' });
  });

  it('records a use at most once a minute', () => {
    expect(shouldRecordSeen(session, at(59_999))).toBe(false);
    expect(shouldRecordSeen(session, at(60_000))).toBe(true);
  });
});

describe('a session secret', () => {
  it('is qs_ and 43 base62 characters, and parses back', () => {
    const secret = formatSessionSecret(new Uint8Array(32).fill(7));
    expect(secret).toMatch(/^qs_[0-9A-Za-z]{43}$/);
    expect(parseSessionSecret(secret)).toEqual(E.right(secret));
  });

  it.each(['', 'qs_', `qk_${'A'.repeat(43)}`, `qs_${'A'.repeat(42)}`, `qs_${'A'.repeat(42)}-`, `qs_${'A'.repeat(44)}`])('refuses %j', (raw) => {
    expect(E.isLeft(parseSessionSecret(raw))).toBe(true);
  });

  it('needs exactly 32 random bytes', () => {
    expect(() => formatSessionSecret(new Uint8Array(31))).toThrow(RangeError);
  });
});
