import { type AuditEvent, CHAIN_START } from '@quire/domain/audit/audit-event';
import type { TenantId } from '@quire/domain/ids';
import type { AuditAppend, AuditFilter, AuditLog } from '@quire/ports/audit/audit-log';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';

const matches = (event: AuditEvent, filter: AuditFilter): boolean =>
  (filter.from === undefined || event.at.getTime() >= filter.from.getTime()) &&
  (filter.to === undefined || event.at.getTime() < filter.to.getTime()) &&
  (filter.actor === undefined || event.actor.userId === filter.actor) &&
  (filter.action === undefined || event.action === filter.action) &&
  (filter.resourceId === undefined || event.resource.id === filter.resourceId);

/** The audit chains in memory; the in-memory repositories append to it as the stored ones do in their transactions. */
export class InMemoryAuditLog implements AuditLog {
  private readonly chains = new Map<TenantId, AuditEvent[]>();

  /** What a repository does with a change's event: seals it after the tenant's last one. */
  append(tenantId: TenantId, append: AuditAppend): void {
    const chain = this.chains.get(tenantId) ?? [];
    const unsealed = { ...append.record, tenantId, seq: chain.length + 1, prev: chain.at(-1)?.hash ?? CHAIN_START };
    chain.push({ ...unsealed, hash: append.seal(unsealed) });
    this.chains.set(tenantId, chain);
  }

  list(tenantId: TenantId, filter: AuditFilter, beforeSeq: number | null, limit: number): TE.TaskEither<StorageError, ReadonlyArray<AuditEvent>> {
    const chain = this.chains.get(tenantId) ?? [];
    return TE.right([...chain].reverse().filter((event) => (beforeSeq === null || event.seq < beforeSeq) && matches(event, filter)).slice(0, limit));
  }

  read(tenantId: TenantId, afterSeq: number, limit: number): TE.TaskEither<StorageError, ReadonlyArray<AuditEvent>> {
    return TE.right((this.chains.get(tenantId) ?? []).filter((event) => event.seq > afterSeq).slice(0, limit));
  }

  head(tenantId: TenantId): TE.TaskEither<StorageError, { readonly seq: number; readonly hash: string }> {
    const last = (this.chains.get(tenantId) ?? []).at(-1);
    return TE.right({ seq: last?.seq ?? 0, hash: last?.hash ?? CHAIN_START });
  }
}
