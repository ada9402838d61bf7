import { type ApiKey, assertUsable, shouldRecordUse } from '@quire/domain/api-key';
import { parseApiKeySecret } from '@quire/domain/api-key-secret';
import type { ApiKeyRepository } from '@quire/ports/api-key-repository';
import type { Clock } from '@quire/ports/clock';
import type { KeyHasher } from '@quire/ports/key-hasher';
import type { UserRepository } from '@quire/ports/user-repository';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import { type AppError, unauthenticated } from './app-error';
import { currentTime } from './current-time';
import type { Principal } from './principal';
import { requireMembership } from './require-membership';

export type AuthenticateApiKey = (presented: string) => TE.TaskEither<AppError, Principal>;
export const AuthenticateApiKeyToken: ServiceIdentifier<AuthenticateApiKey> = Symbol.for('quire.AuthenticateApiKey');

type Deps = { apiKeys: ApiKeyRepository; users: UserRepository; hasher: KeyHasher; clock: Clock };

/**
 * Turns a presented secret into a Principal. The checksum is checked before anything else, so a
 * mistyped or made-up key costs no database query. `lastUsedAt` is written at most once a minute.
 */
export const authenticateApiKey =
  ({ apiKeys, users, hasher, clock }: Deps): AuthenticateApiKey =>
  (presented) =>
    pipe(
      TE.fromEither(pipe(parseApiKeySecret(presented), E.mapLeft(() => unauthenticated('malformed')))),
      TE.map((secret) => hasher.digest(secret)),
      TE.chain((digest) =>
        pipe(
          apiKeys.findByDigest(digest),
          TE.mapLeft((error): AppError => error),
          // The store looked the digest up; the comparison that decides is ours, in constant time.
          TE.chain(TE.fromOption(() => unauthenticated('unknown'))),
          TE.filterOrElse((key) => hasher.equals(key.digest, digest), () => unauthenticated('unknown')),
        ),
      ),
      TE.bindTo('key'),
      TE.bind('now', () => currentTime(clock)),
      TE.chainFirstEitherK(({ key, now }) =>
        pipe(
          assertUsable(key, now),
          E.mapLeft((error) => unauthenticated(error._tag === 'ApiKeyInactive' ? 'inactive' : 'expired')),
        ),
      ),
      TE.chainFirstW(({ key }) => requireMembership(users)(key.tenantId, key.userId)),
      TE.chainFirstW(({ key, now }) => (shouldRecordUse(key, now) ? apiKeys.touchLastUsed(key.id, now) : TE.right(undefined))),
      TE.map(({ key }) => principalOf(key)),
    );

const principalOf = (key: ApiKey): Principal => ({ tenantId: key.tenantId, userId: key.userId, keyId: key.id, keyPrefix: key.prefix });
