import { type KeyObject, createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretBox, SecretUnreadable } from '@quire/ports/webhooks/secret-box';
import * as E from 'fp-ts/Either';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The purpose the key is derived for: another purpose of the same pepper gets another key. */
const INFO = 'quire webhook signing secrets v1';

/**
 * Webhook signing secrets sealed with AES-256-GCM (ADR 0056) under a key derived from the server
 * pepper (KEY_PEPPER, or the embedded one) by HKDF-SHA-256, so no new setting is needed and a copy
 * of the database alone opens nothing. Sealed: `v1.<nonce>.<ciphertext>.<tag>`, base64url, a new
 * 96-bit nonce each time. Changing the pepper makes existing secrets unreadable (their deliveries
 * fail as `secret_unreadable`; re-create the webhooks).
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly key: KeyObject;

  constructor(pepper: string) {
    this.key = createSecretKey(Buffer.from(hkdfSync('sha256', Buffer.from(pepper, 'utf8'), Buffer.from('quire', 'utf8'), Buffer.from(INFO, 'utf8'), 32)));
  }

  seal(plaintext: string): string {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce, { authTagLength: TAG_BYTES });
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, nonce, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  open(sealed: string): E.Either<SecretUnreadable, string> {
    const [version, nonce, ciphertext, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || nonce === undefined || ciphertext === undefined || tag === undefined || rest.length > 0) return E.left({ _tag: 'SecretUnreadable' });
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return E.right(Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8'));
    } catch {
      return E.left({ _tag: 'SecretUnreadable' });
    }
  }
}
