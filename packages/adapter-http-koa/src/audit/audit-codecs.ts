import { type AuditEvent, hashedPart } from '@quire/domain/audit/audit-event';
import * as t from 'io-ts';
import { LimitParam } from '../platform/body/query-codecs';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTime, nullable, pageOf } from '../platform/openapi/json-shapes';

/** `GET /AuditEvents`: the filters (each optional), `limit` and `cursor`. */
export const AuditEventsQuery = t.exact(
  t.partial({
    from: annotate(DateTime, { description: 'Events at or after this instant.' }),
    to: annotate(DateTime, { description: 'Events before this instant.' }),
    actor: annotate(t.string, { maxLength: 64, description: "The acting user's id (`operator` for the command line)." }),
    action: annotate(t.string, { maxLength: 64, description: 'One action, e.g. `member.role_changed`.' }),
    resourceId: annotate(t.string, { maxLength: 64, description: 'The id of the resource changed.' }),
    limit: LimitParam,
    cursor: annotate(t.string, { description: 'The `nextCursor` of the previous page.' }),
  }),
  'AuditEventsQuery',
);

/** An event of the tenant's audit chain. */
export const AuditEventJson = component(
  'AuditEvent',
  t.type({
    id: t.string,
    tenantId: t.string,
    seq: annotate(t.number, { description: "The event's place in the tenant's chain, from 1." }),
    at: DateTime,
    actor: t.type({ userId: t.string, keyPrefix: annotate(nullable(t.string), { description: 'The prefix of the key used; null for the command line.' }) }),
    action: t.string,
    resource: t.type({ type: t.string, id: t.string, version: nullable(t.number) }),
    outcome: t.literal('succeeded'),
    requestId: nullable(t.string),
    details: annotate(t.UnknownRecord, { description: 'What the action changed (never a secret or document content).' }),
    prev: annotate(t.string, { pattern: '^[0-9a-f]{64}$', description: 'The hash of the event before (64 zeros for the first).' }),
    hash: annotate(t.string, { pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of `prev` followed by the event (all but `prev` and `hash`, with its `tenantId`) as canonical JSON (RFC 8785).' }),
  }),
  { description: 'An event of the audit log, a link of the tenant’s hash chain: its `hash` is SHA-256 of `prev` followed by the canonical JSON of the other fields, as given here.' },
);

export const AuditEventPage = pageOf('AuditEventPage', AuditEventJson);

/** The event as its hash covers it (canonical JSON of these fields but `prev` and `hash`): anyone with the export can check every link. */
export const auditEventJson = (event: AuditEvent): t.OutputOf<typeof AuditEventJson> => ({ ...hashedPart(event), prev: event.prev, hash: event.hash }) as t.OutputOf<typeof AuditEventJson>;
