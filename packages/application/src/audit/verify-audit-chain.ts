import { CHAIN_START } from '@quire/domain/audit/audit-event';
import type { TenantId } from '@quire/domain/ids';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { sealAuditEvent } from '../audit-trail/seal-audit-event';
import { AuditReadFailed, auditEventsInOrder } from './audit-events-in-order';

/**
 * Where a chain breaks first: `edited` (the event's hash is not that of what it says), `broken_link`
 * (its `prev` is not the hash of the event before: one was inserted, deleted or moved), `missing`
 * (a place skipped), `head_mismatch` (the chain ends elsewhere than the tenant's head says: events
 * cut off its end, or added after it).
 */
export type ChainBreak = { readonly seq: number; readonly id: string | null; readonly reason: 'edited' | 'broken_link' | 'missing' | 'head_mismatch' };
export type ChainVerification = { readonly events: number; readonly firstBreak: ChainBreak | null };
export type VerifyAuditChain = (tenantId: TenantId) => TE.TaskEither<AppError, ChainVerification>;

/** Reads the tenant's chain in order and checks every link, every hash and the head (`quire audit verify`). */
export const verifyAuditChain =
  (deps: Pick<Ports, 'audit'>): VerifyAuditChain =>
  (tenantId) =>
  async () => {
    let expected = 1;
    let prev = CHAIN_START;
    try {
      for await (const event of auditEventsInOrder(deps, tenantId)) {
        const found = (reason: ChainBreak['reason']): E.Either<AppError, ChainVerification> => E.right({ events: expected - 1, firstBreak: { seq: expected, id: event.id, reason } });
        if (event.seq !== expected) return found(event.seq > expected ? 'missing' : 'broken_link');
        if (event.prev !== prev) return found('broken_link');
        const { hash, ...unsealed } = event;
        if (sealAuditEvent(unsealed) !== hash) return found('edited');
        prev = hash;
        expected += 1;
      }
    } catch (error) {
      if (error instanceof AuditReadFailed) return E.left({ _tag: 'StorageError', operation: error.operation, kind: 'failed', cause: error });
      throw error;
    }
    const head = await deps.audit.head(tenantId)();
    if (E.isLeft(head)) return head;
    const events = expected - 1;
    if (head.right.seq !== events || head.right.hash !== prev) return E.right({ events, firstBreak: { seq: Math.min(head.right.seq, events + 1), id: null, reason: 'head_mismatch' } });
    return E.right({ events, firstBreak: null });
  };
