import type { AuditJson, AuditResource } from '@quire/domain/audit/audit-event';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { Ports } from '@quire/ports/ports';
import type { Principal } from '../principal';
import { sealAuditEvent } from './seal-audit-event';

/** Who acted: a caller of the API (user and key prefix), or the operator's command line. */
export type AuditActorOf = Pick<Principal, 'userId' | 'keyPrefix'> | { readonly userId: string; readonly keyPrefix: null };

/**
 * The audit event of a change, to hand the repository that makes it (it appends the event in the
 * change's transaction): a new id and the current instant, read when called — call it inside the
 * task that makes the change.
 */
export const auditAppend =
  ({ ids, clock }: Pick<Ports, 'ids' | 'clock'>) =>
  (actor: AuditActorOf, action: string, resource: AuditResource, details: { readonly [key: string]: AuditJson } = {}): AuditAppend => ({
    record: { id: ids.next(), at: clock.now(), actor: { userId: actor.userId, keyPrefix: actor.keyPrefix }, action, resource, outcome: 'succeeded', requestId: null, details },
    seal: sealAuditEvent,
  });

/** The operator's command line (and the first start of an empty store) as an actor: no user of the API, no key. */
export const OPERATOR: AuditActorOf = { userId: 'operator', keyPrefix: null };
