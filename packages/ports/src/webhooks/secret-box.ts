import type * as E from 'fp-ts/Either';

/** A sealed secret that does not open: another server key, or damaged. */
export type SecretUnreadable = { readonly _tag: 'SecretUnreadable' };

/**
 * Seals secrets the server must read again (webhook signing secrets) under a server key, so they
 * are never stored in plaintext: authenticated encryption, a fresh nonce each time.
 */
export interface SecretBox {
  /** The secret, encrypted and encoded as text for a column. */
  seal(plaintext: string): string;
  /** The secret back; SecretUnreadable when `sealed` was not sealed with this key or was changed. */
  open(sealed: string): E.Either<SecretUnreadable, string>;
}
