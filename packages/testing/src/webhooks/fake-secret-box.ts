import type { SecretBox, SecretUnreadable } from '@quire/ports/webhooks/secret-box';
import * as E from 'fp-ts/Either';

const PREFIX = 'fake-sealed:';

/** A SecretBox for in-memory stores: reversible base64 behind a marker (no key). Never for a real store. */
export class FakeSecretBox implements SecretBox {
  seal(plaintext: string): string {
    return PREFIX + Buffer.from(plaintext, 'utf8').toString('base64');
  }

  open(sealed: string): E.Either<SecretUnreadable, string> {
    return sealed.startsWith(PREFIX) ? E.right(Buffer.from(sealed.slice(PREFIX.length), 'base64').toString('utf8')) : E.left({ _tag: 'SecretUnreadable' });
  }
}
