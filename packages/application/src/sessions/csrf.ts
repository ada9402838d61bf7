import { csrfMaterial, type SessionSecret } from '@quire/domain/sessions/session';
import type { KeyHasher } from '@quire/ports/accounts/key-hasher';

/**
 * A session's CSRF token: the keyed digest of its secret, marked (csrfMaterial) so that it never is
 * the stored digest. Nothing more is stored: whoever holds the cookie's secret and the server's key
 * can make it, and a page of another site can do neither.
 */
export const csrfTokenOf = (hasher: KeyHasher, secret: SessionSecret): string => hasher.digest(csrfMaterial(secret));

/** Whether `presented` (the X-CSRF-Token header) is this session's token; compared in constant time. */
export const csrfMatches = (hasher: KeyHasher, secret: SessionSecret, presented: string | undefined): boolean =>
  presented !== undefined && presented !== '' && hasher.equals(csrfTokenOf(hasher, secret), presented);
