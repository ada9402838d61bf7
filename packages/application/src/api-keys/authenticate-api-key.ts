import { type ApiKey, assertUsable, shouldRecordUse } from '@quire/domain/accounts/api-key';
import { parseApiKeySecret } from '@quire/domain/accounts/api-key-secret';
import type { Role } from '@quire/domain/accounts/role';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { LRUCache } from 'lru-cache';
import { type AppError, forbidden, unauthenticated } from '../app-error';
import type { Principal } from '../principal';

export type AuthenticateApiKey = (presented: string) => TE.TaskEither<AppError, Principal>;

type Deps = Pick<Ports, 'apiKeys' | 'members' | 'hasher' | 'clock'>;

/** Keys a process remembers having verified, at most; the least recently used is forgotten first. */
export const MAX_VERIFIED_KEYS = 10_000;

/** A key found by its digest, of a member of its tenant (with the member's role), under the keys' revision it was read at. */
type Verified = { readonly key: ApiKey; readonly memberRole: Role; readonly revision: number };

/**
 * Turns a presented secret into a Principal. The checksum is checked before anything else, so a
 * mistyped or made-up key costs no database query. A key once verified (found by its keyed digest,
 * compared in constant time, its user a member of its tenant, read with the member's role) is
 * remembered by the secret presented, with the keys' revision it was read under; a later request
 * reads only the revision (one primary-key read) and, while it is unchanged, skips the digest and
 * the two reads. Every change of a key or of a membership changes the revision in the same
 * transaction, so a key deactivated, or a member removed or given another role, through any process
 * counts from the next request of every process (ADR 0130, 0110). Whether the key is active
 * and unexpired is checked every time. `lastUsedAt` is written at most once a minute. Every request
 * runs this, so it is written as one async function with early returns rather than a chain of
 * combinators (ADR 0027: the per-request path).
 */
export const authenticateApiKey = ({ apiKeys, members, hasher, clock }: Deps): AuthenticateApiKey => {
  // The secrets of keys in use, in this process's memory only (never stored, never logged): what a
  // request carries anyway.
  const verified = new LRUCache<string, Verified>({ max: MAX_VERIFIED_KEYS });

  /** The key by its digest and the membership of its user, read under `revision`. */
  const verify = async (presented: string, secret: Parameters<typeof hasher.digest>[0], revision: number): Promise<E.Either<AppError, Verified>> => {
    const digest = hasher.digest(secret);
    const found = await apiKeys.findByDigest(digest)();
    if (E.isLeft(found)) return found;
    // The store looked the digest up; the comparison that decides is ours, in constant time.
    if (O.isNone(found.right) || !hasher.equals(found.right.value.digest, digest)) return E.left(unauthenticated('unknown'));
    const key = found.right.value;
    // A deactivated key (a removed member's among them) is refused as such, without the membership read.
    if (key.status !== 'active') return E.left(unauthenticated('inactive'));
    const role = await members.roleOf(key.tenantId, key.userId)();
    if (E.isLeft(role)) return role;
    if (O.isNone(role.right)) return E.left(forbidden);
    const entry = { key, memberRole: role.right.value, revision };
    verified.set(presented, entry);
    return E.right(entry);
  };

  return (presented) => async () => {
    const secret = parseApiKeySecret(presented);
    if (E.isLeft(secret)) return E.left(unauthenticated('malformed'));
    const revision = await apiKeys.revision()();
    if (E.isLeft(revision)) return revision;
    const known = verified.get(presented);
    const entry = known !== undefined && known.revision === revision.right ? E.right(known) : await verify(presented, secret.right, revision.right);
    if (E.isLeft(entry)) {
      verified.delete(presented);
      return entry;
    }
    const { key } = entry.right;
    const now = clock.now();
    const usable = assertUsable(key, now);
    if (E.isLeft(usable)) return E.left(unauthenticated(usable.left._tag === 'ApiKeyInactive' ? 'inactive' : 'expired'));
    if (shouldRecordUse(key, now)) {
      const recorded = await apiKeys.touchLastUsed(key.id, now)();
      if (E.isLeft(recorded)) return recorded;
      // Remembered as recorded (a use changes no revision): the next minute's requests write nothing.
      verified.set(presented, { ...entry.right, key: { ...key, lastUsedAt: now } });
    }
    return E.right(principalOf(key, entry.right.memberRole));
  };
};

const principalOf = (key: ApiKey, memberRole: Role): Principal => ({ tenantId: key.tenantId, userId: key.userId, keyId: key.id, keyPrefix: key.prefix, memberRole, keyRole: key.role });
