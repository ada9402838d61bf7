import type { TenantId } from '@quire/domain/ids';
import type { IdempotencyClaim, IdempotencyStore, StoredResponse } from '@quire/ports/storage/idempotency-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

type ClaimInput = Parameters<IdempotencyStore['claim']>[0];
type IdempotencyRecord = { readonly requestHash: string; readonly claimedAt: Date; readonly expiresAt: Date; readonly response: StoredResponse | null };

const copy = (response: StoredResponse): StoredResponse => ({ status: response.status, headers: { ...response.headers }, body: Uint8Array.from(response.body) });

/** IdempotencyStore in a Map, with the same rules as the SQL one (expiry, abandoned claims, key reuse). */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>();

  private static key(tenantId: TenantId, key: string): string {
    return `${tenantId}\u0000${key}`;
  }

  claim(input: ClaimInput): TE.TaskEither<StorageError, IdempotencyClaim> {
    const id = InMemoryIdempotencyStore.key(input.tenantId, input.key);
    const stored = this.records.get(id);
    const free =
      stored === undefined ||
      stored.expiresAt.getTime() <= input.now.getTime() ||
      (stored.response === null && stored.claimedAt.getTime() < input.abandonedBefore.getTime());
    if (free) {
      this.records.set(id, { requestHash: input.requestHash, claimedAt: input.now, expiresAt: input.expiresAt, response: null });
      return TE.right({ _tag: 'Claimed' });
    }
    if (stored.requestHash !== input.requestHash) return TE.right({ _tag: 'KeyReused' });
    return TE.right(stored.response === null ? { _tag: 'InProgress' } : { _tag: 'Replay', response: copy(stored.response) });
  }

  complete(tenantId: TenantId, key: string, response: StoredResponse): TE.TaskEither<StorageError, void> {
    const id = InMemoryIdempotencyStore.key(tenantId, key);
    const stored = this.records.get(id);
    if (stored !== undefined && stored.response === null) this.records.set(id, { ...stored, response: copy(response) });
    return TE.right(undefined);
  }

  release(tenantId: TenantId, key: string): TE.TaskEither<StorageError, void> {
    const id = InMemoryIdempotencyStore.key(tenantId, key);
    if (this.records.get(id)?.response === null) this.records.delete(id);
    return TE.right(undefined);
  }

  sweep(now: Date): TE.TaskEither<StorageError, number> {
    const expired = [...this.records.entries()].filter(([, record]) => record.expiresAt.getTime() <= now.getTime());
    for (const [id] of expired) this.records.delete(id);
    return TE.right(expired.length);
  }
}
