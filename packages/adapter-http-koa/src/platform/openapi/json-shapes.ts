import * as t from 'io-ts';
import { annotate, component } from './annotate';

/* The pieces many response shapes are made of. */

/** A moment as the API writes it: `Date.prototype.toISOString` (UTC, milliseconds); encoding a Date gives the string. */
export const DateTime = annotate(
  new t.Type<Date, string, unknown>(
    'DateTime',
    (u): u is Date => u instanceof Date,
    (u, c) => (typeof u === 'string' && !Number.isNaN(Date.parse(u)) ? t.success(new Date(u)) : t.failure(u, c, 'must be a date-time')),
    (date) => date.toISOString(),
  ),
  { type: 'string', format: 'date-time' },
);

/** A whole number (JSON has only numbers; the schema says integer). */
export const Integer = annotate(t.number, { type: 'integer' });

/** `codec` or null. */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** The timestamps and version of every versioned resource. */
export const stamps = {
  createdAt: DateTime,
  updatedAt: DateTime,
  version: annotate(Integer, { minimum: 1, description: '+1 on every change; the ETag is `"<version>"`.' }),
};

/** A page of a search (or of a list answered whole): `{ items, nextCursor }`. */
export const pageOf = <C extends t.Mixed>(name: string, item: C) =>
  component(name, t.type({ items: t.readonlyArray(item), nextCursor: annotate(nullable(t.string), { description: 'Pass as `cursor` for the next page; null on the last page.' }) }));

/**
 * The JSON of a domain object as `codec` declares it, and nothing more: the object has properties
 * a client never sees (its tenant, digests, sealed secrets), which exact encoding leaves out.
 */
export const exactly = <C extends t.HasProps>(codec: C): ((value: t.TypeOf<C>) => t.OutputOf<C>) => {
  const exact = t.exact(codec);
  return (value) => exact.encode(value);
};

/** A moment the application has already written as `toISOString` text. */
export const DateTimeText = annotate(t.string, { format: 'date-time' });
