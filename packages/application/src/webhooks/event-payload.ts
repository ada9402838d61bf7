import type { EventType } from '@quire/ports/events/event-publisher';

/** The body every attempt of a delivery sends (Standard Webhooks): `{ type, timestamp, data }`. */
export const eventPayload = (type: EventType, occurredAt: Date, data: Readonly<Record<string, unknown>>): string =>
  JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });

/** The size limits speak of bytes on the wire. */
export const payloadBytes = (payload: string): number => Buffer.byteLength(payload, 'utf8');
