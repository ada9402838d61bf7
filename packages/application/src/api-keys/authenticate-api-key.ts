import { type ApiKey, assertUsable, shouldRecordUse } from '@quire/domain/accounts/api-key';
import { parseApiKeySecret } from '@quire/domain/accounts/api-key-secret';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type AppError, forbidden, unauthenticated } from '../app-error';
import type { Principal } from '../principal';

export type AuthenticateApiKey = (presented: string) => TE.TaskEither<AppError, Principal>;

type Deps = Pick<Ports, 'apiKeys' | 'users' | 'hasher' | 'clock'>;

/**
 * Turns a presented secret into a Principal. The checksum is checked before anything else, so a
 * mistyped or made-up key costs no database query. `lastUsedAt` is written at most once a minute.
 * Every request runs this, so it is written as one async function with early returns rather than
 * a chain of combinators (ADR 0027: the per-request path).
 */
export const authenticateApiKey =
  ({ apiKeys, users, hasher, clock }: Deps): AuthenticateApiKey =>
  (presented) =>
  async () => {
    const secret = parseApiKeySecret(presented);
    if (E.isLeft(secret)) return E.left(unauthenticated('malformed'));
    const digest = hasher.digest(secret.right);
    const found = await apiKeys.findByDigest(digest)();
    if (E.isLeft(found)) return found;
    // The store looked the digest up; the comparison that decides is ours, in constant time.
    if (O.isNone(found.right) || !hasher.equals(found.right.value.digest, digest)) return E.left(unauthenticated('unknown'));
    const key = found.right.value;
    const now = clock.now();
    const usable = assertUsable(key, now);
    if (E.isLeft(usable)) return E.left(unauthenticated(usable.left._tag === 'ApiKeyInactive' ? 'inactive' : 'expired'));
    const member = await users.isMember(key.tenantId, key.userId)();
    if (E.isLeft(member)) return member;
    if (!member.right) return E.left(forbidden);
    if (shouldRecordUse(key, now)) {
      const recorded = await apiKeys.touchLastUsed(key.id, now)();
      if (E.isLeft(recorded)) return recorded;
    }
    return E.right(principalOf(key));
  };

const principalOf = (key: ApiKey): Principal => ({ tenantId: key.tenantId, userId: key.userId, keyId: key.id, keyPrefix: key.prefix });
