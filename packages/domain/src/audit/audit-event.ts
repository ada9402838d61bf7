import type { TenantId } from '../ids';

/** A value of an event's `details`: JSON, nothing else (it is hashed as canonical JSON, RFC 8785). */
export type AuditJson = null | boolean | number | string | ReadonlyArray<AuditJson> | { readonly [key: string]: AuditJson };

/** Who made the change: the user and the key they used (null when no key: the operator's command line). */
export type AuditActor = { readonly userId: string; readonly keyPrefix: string | null };

/** What the change was made to, at the version it left (null when the resource has no version). */
export type AuditResource = { readonly type: string; readonly id: string; readonly version: number | null };

/** What a change says of itself: recorded in the tenant's chain in the change's own transaction. */
export type AuditRecord = {
  readonly id: string;
  readonly at: Date;
  readonly actor: AuditActor;
  /** `member.added`, `apiKey.deactivated`… */
  readonly action: string;
  readonly resource: AuditResource;
  readonly outcome: 'succeeded';
  readonly requestId: string | null;
  readonly details: { readonly [key: string]: AuditJson };
};

/** An event of a tenant's chain: its place (`seq`, from 1), the hash of the one before (`prev`) and its own. */
export type AuditEvent = AuditRecord & { readonly tenantId: TenantId; readonly seq: number; readonly prev: string; readonly hash: string };

/** An event before its hash is known. */
export type UnsealedAuditEvent = Omit<AuditEvent, 'hash'>;

/** The `prev` of a tenant's first event. */
export const CHAIN_START = '0'.repeat(64);

/** What an event's hash covers after `prev`: all it says but `prev` and `hash`, its instant in ISO 8601. */
export const hashedPart = (event: UnsealedAuditEvent): { readonly [key: string]: AuditJson } => ({
  id: event.id,
  tenantId: event.tenantId,
  seq: event.seq,
  at: event.at.toISOString(),
  actor: event.actor,
  action: event.action,
  resource: event.resource,
  outcome: event.outcome,
  requestId: event.requestId,
  details: event.details,
});
