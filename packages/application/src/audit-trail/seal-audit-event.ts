import { createHash } from 'node:crypto';
import { hashedPart, type UnsealedAuditEvent } from '@quire/domain/audit/audit-event';
import canonicalize from 'canonicalize';

/** The canonical JSON (RFC 8785) of what an event's hash covers. */
export const canonicalEvent = (event: UnsealedAuditEvent): string => canonicalize(hashedPart(event)) ?? '';

/** An event's hash: SHA-256, lower-case hex, of the previous event's hash followed by the event as canonical JSON. */
export const sealAuditEvent = (event: UnsealedAuditEvent): string =>
  createHash('sha256')
    .update(event.prev + canonicalEvent(event), 'utf8')
    .digest('hex');
