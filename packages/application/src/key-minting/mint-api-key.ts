import { type ApiKey, createApiKey } from '@quire/domain/accounts/api-key';
import { displayPrefix, formatApiKeySecret, SECRET_BYTES } from '@quire/domain/accounts/api-key-secret';
import type { Role } from '@quire/domain/accounts/role';
import { apiKeyId, type TenantId, type UserId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, fromInvalidInput } from '../app-error';
import { type AuditActorOf, auditAppend } from '../audit-trail/audit-append';
import { currentTime } from '../current-time';

/** A newly created key together with its secret, which exists only in this answer. */
export type IssuedApiKey = { readonly key: ApiKey; readonly secret: string };

export type MintApiKeyDeps = Pick<Ports, 'apiKeys' | 'ids' | 'random' | 'hasher' | 'clock'>;

/** The step shared by every way of making a key: new secret, keyed digest, stored entity and its audit event (by `actor`). No membership or role check. */
export const mintApiKey =
  ({ apiKeys, ids, random, hasher, clock }: MintApiKeyDeps) =>
  (input: { name: string; tenantId: TenantId; userId: UserId; role: Role; expiresAt?: Date | null | undefined; actor: AuditActorOf }): TE.TaskEither<AppError, IssuedApiKey> =>
    pipe(
      currentTime(clock),
      TE.chainEitherK((now) => {
        const secret = formatApiKeySecret(random.bytes(SECRET_BYTES));
        return pipe(
          createApiKey({
            id: apiKeyId(ids.next()),
            name: input.name,
            tenantId: input.tenantId,
            userId: input.userId,
            role: input.role,
            prefix: displayPrefix(secret),
            digest: hasher.digest(secret),
            expiresAt: input.expiresAt ?? null,
            now,
          }),
          E.map((key) => ({ key, secret: secret as string })),
          E.mapLeft(fromInvalidInput),
        );
      }),
      TE.chainFirstW(({ key }) => apiKeys.insert(key, auditAppend({ ids, clock })(input.actor, 'apiKey.created', { type: 'ApiKey', id: key.id, version: key.version }, { name: key.name, role: key.role, userId: key.userId }))),
    );
