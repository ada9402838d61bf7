import * as E from 'fp-ts/Either';
import { BASE62, bytesToBigInt, encodeBase62 } from '../accounts/base62';
import type { Brand, SessionId, TenantId, UserId } from '../ids';

/**
 * A person's signed-in session in one tenant, as stored: never the cookie's secret, only its keyed
 * digest. It ends when it has been idle for `SESSION_IDLE_MS`, `SESSION_LIFETIME_MS` after it
 * began whatever its use, at sign-out, and when its user leaves the tenant.
 */
export type Session = {
  readonly id: SessionId;
  readonly tenantId: TenantId;
  readonly userId: UserId;
  /** The keyed digest of the cookie's secret (the lookup of every request). */
  readonly digest: string;
  readonly createdAt: Date;
  /** The last request made with it, recorded at most once per SESSION_SEEN_RESOLUTION_MS. */
  readonly lastSeenAt: Date;
  /** The absolute end: createdAt + SESSION_LIFETIME_MS. */
  readonly expiresAt: Date;
};

/** A session unused for 8 hours has ended. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** A session ends 7 days after it began, however much it is used. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** How often `lastSeenAt` is written at most, per session (the idle timeout is this much coarser). */
export const SESSION_SEEN_RESOLUTION_MS = 60_000;

/** Why a session no longer signs anyone in. */
export type SessionEnded = { readonly _tag: 'SessionEnded'; readonly reason: 'idle' | 'expired' };

/** When a session begun at `now` ends however much it is used (epoch milliseconds): SESSION_LIFETIME_MS later. */
export const lifetimeEndMs = (now: Date): number => now.getTime() + SESSION_LIFETIME_MS;

/** A session begun at `now`, ending at `expiresAt` (lifetimeEndMs of now) at the latest. */
export const startSession = (input: { id: SessionId; tenantId: TenantId; userId: UserId; digest: string; now: Date; expiresAt: Date }): Session => ({
  id: input.id,
  tenantId: input.tenantId,
  userId: input.userId,
  digest: input.digest,
  createdAt: input.now,
  lastSeenAt: input.now,
  expiresAt: input.expiresAt,
});

/** When the session ends if it is not used again (epoch milliseconds): the idle end or the absolute one, whichever comes first. */
export const sessionEndsAtMs = (session: Session): number => Math.min(session.lastSeenAt.getTime() + SESSION_IDLE_MS, session.expiresAt.getTime());

/** Whether the session may sign a request in at `now`; the reason when it may not. */
export const sessionEndedAt = (session: Session, now: Date): SessionEnded | undefined => {
  if (now.getTime() >= session.expiresAt.getTime()) return { _tag: 'SessionEnded', reason: 'expired' };
  if (now.getTime() >= session.lastSeenAt.getTime() + SESSION_IDLE_MS) return { _tag: 'SessionEnded', reason: 'idle' };
  return undefined;
};

/** Whether a use at `now` should be recorded: at most once per SESSION_SEEN_RESOLUTION_MS. */
export const shouldRecordSeen = (session: Session, now: Date): boolean => now.getTime() - session.lastSeenAt.getTime() >= SESSION_SEEN_RESOLUTION_MS;

/** The instant (epoch milliseconds) at or before which a session last seen then is idle at `now` (what a sweep deletes). */
export const idleBeforeMs = (now: Date): number => now.getTime() - SESSION_IDLE_MS;

/** The secret a session's cookie carries: `qs_` + 32 random bytes in base62 (43 characters). */
export type SessionSecret = Brand<string, 'SessionSecret'>;

const SESSION_PREFIX = 'qs_';
const SESSION_SECRET_BYTES = 32;
const SESSION_BODY_LENGTH = 43; // 62^43 > 2^256

export type MalformedSessionSecret = { readonly _tag: 'MalformedSessionSecret' };

/** A secret from 32 random bytes (randomness comes from a port, never from here). */
export const formatSessionSecret = (randomBytes: Uint8Array): SessionSecret => {
  if (randomBytes.length !== SESSION_SECRET_BYTES) throw new RangeError(`a session needs exactly ${SESSION_SECRET_BYTES} random bytes`);
  return (SESSION_PREFIX + encodeBase62(bytesToBigInt(randomBytes), SESSION_BODY_LENGTH)) as SessionSecret;
};

/** Checks the shape of a presented cookie value without any I/O. */
export const parseSessionSecret = (raw: string): E.Either<MalformedSessionSecret, SessionSecret> =>
  raw.length === SESSION_PREFIX.length + SESSION_BODY_LENGTH && raw.startsWith(SESSION_PREFIX) && BASE62.test(raw.slice(SESSION_PREFIX.length))
    ? E.right(raw as SessionSecret)
    : E.left({ _tag: 'MalformedSessionSecret' });

/** What the keyed digest of a session's CSRF token is taken of: the session's secret, marked so it never equals the session's own digest. */
export const csrfMaterial = (secret: SessionSecret): string => `csrf:${secret}`;
