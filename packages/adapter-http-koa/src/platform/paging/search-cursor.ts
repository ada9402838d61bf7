import * as E from 'fp-ts/Either';
import type { SearchKey } from '@quire/ports/library/search/search';

/** A `cursor` parameter that no page of ours handed out (400 `invalid_cursor`). */
export type InvalidCursor = { readonly _tag: 'InvalidCursor'; readonly cursor: string };

/**
 * The opaque `cursor` of a search answer: the sort key to continue after, as base64url JSON.
 * Opaque to clients, not secret: a client that forges one only pages its own tenant's data.
 */
export const encodeCursor = (key: SearchKey): string => Buffer.from(JSON.stringify([key.nameKey, key.id]), 'utf8').toString('base64url');

export const decodeCursor = (cursor: string): E.Either<InvalidCursor, SearchKey> => {
  const invalid = E.left({ _tag: 'InvalidCursor' as const, cursor });
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) return invalid;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string' && value[1] !== '') {
      return E.right({ nameKey: value[0], id: value[1] });
    }
    return invalid;
  } catch {
    return invalid;
  }
};
