import * as E from 'fp-ts/Either';
import { AesGcmSecretBox } from './aes-gcm-secret-box';

const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

describe('AesGcmSecretBox', () => {
  const box = new AesGcmSecretBox('pepper-'.repeat(6));

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = box.seal(SECRET);
    const second = box.seal(SECRET);
    expect(first).not.toBe(second);
    expect(box.open(first)).toEqual(E.right(SECRET));
    expect(box.open(second)).toEqual(E.right(SECRET));
  });

  it('keeps nothing of the secret in plaintext, and fits the column', () => {
    const sealed = box.seal(SECRET);
    expect(sealed).not.toContain(SECRET.slice(6, 20));
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed.length).toBeLessThanOrEqual(255);
  });

  it('refuses a changed seal, one of another pepper, and garbage', () => {
    const sealed = box.seal(SECRET);
    const parts = sealed.split('.');
    const flipped = [parts[0], parts[1], `${parts[2]?.slice(0, -2)}AA`, parts[3]].join('.');
    expect(box.open(flipped)).toEqual(E.left({ _tag: 'SecretUnreadable' }));
    expect(new AesGcmSecretBox('other-'.repeat(6)).open(sealed)).toEqual(E.left({ _tag: 'SecretUnreadable' }));
    expect(box.open('whsec_plain')).toEqual(E.left({ _tag: 'SecretUnreadable' }));
  });
});
