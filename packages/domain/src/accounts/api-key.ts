import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { ApiKeyId, TenantId, UserId } from '../ids';
import { type InvalidName, parseDisplayName } from '../names';
import type { Role } from './role';

export type ApiKeyStatus = 'active' | 'inactive';

/** An API key as stored: never the secret, only its keyed digest. */
export type ApiKey = {
  readonly id: ApiKeyId;
  readonly name: string;
  readonly tenantId: TenantId;
  readonly userId: UserId;
  /** What the key may do at most; it acts with the lesser of this and its user's role in the tenant. */
  readonly role: Role;
  readonly prefix: string;
  readonly digest: string;
  readonly status: ApiKeyStatus;
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
};

export type ApiKeyInactive = { readonly _tag: 'ApiKeyInactive'; readonly id: ApiKeyId };
export type ApiKeyExpired = { readonly _tag: 'ApiKeyExpired'; readonly id: ApiKeyId };

/** How often `lastUsedAt` is written at most, per key. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export const createApiKey = (input: {
  id: ApiKeyId;
  name: string;
  tenantId: TenantId;
  userId: UserId;
  role: Role;
  prefix: string;
  digest: string;
  expiresAt?: Date | null;
  now: Date;
}): E.Either<InvalidName, ApiKey> =>
  pipe(
    parseDisplayName('name', input.name, 100),
    E.map((name) => ({
      id: input.id,
      name,
      tenantId: input.tenantId,
      userId: input.userId,
      role: input.role,
      prefix: input.prefix,
      digest: input.digest,
      status: 'active' as const,
      lastUsedAt: null,
      expiresAt: input.expiresAt ?? null,
      createdAt: input.now,
      updatedAt: input.now,
      version: 1,
    })),
  );

const changed = (key: ApiKey, patch: Partial<ApiKey>, now: Date): ApiKey => ({ ...key, ...patch, updatedAt: now, version: key.version + 1 });

export const renameApiKey = (key: ApiKey, rawName: string, now: Date): E.Either<InvalidName, ApiKey> =>
  pipe(
    parseDisplayName('name', rawName, 100),
    E.map((name) => (name === key.name ? key : changed(key, { name }, now))),
  );

/** active -> inactive; deactivating an inactive key changes nothing (idempotent). */
export const deactivateApiKey = (key: ApiKey, now: Date): ApiKey => (key.status === 'inactive' ? key : changed(key, { status: 'inactive' }, now));

/** inactive -> active; reactivating an active key changes nothing (idempotent). */
export const reactivateApiKey = (key: ApiKey, now: Date): ApiKey => (key.status === 'active' ? key : changed(key, { status: 'active' }, now));

/** May this key authenticate a request now? */
export const assertUsable = (key: ApiKey, now: Date): E.Either<ApiKeyInactive | ApiKeyExpired, ApiKey> => {
  if (key.status !== 'active') return E.left({ _tag: 'ApiKeyInactive', id: key.id });
  if (key.expiresAt !== null && key.expiresAt.getTime() <= now.getTime()) return E.left({ _tag: 'ApiKeyExpired', id: key.id });
  return E.right(key);
};

/** Whether a use at `now` should be recorded: at most once per LAST_USED_RESOLUTION_MS. Not a version change. */
export const shouldRecordUse = (key: ApiKey, now: Date): boolean =>
  key.lastUsedAt === null || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS;
