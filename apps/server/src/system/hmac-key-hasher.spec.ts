import { Container } from 'inversify';
import { portToken } from '../composition/port-tokens';
import { systemModule } from '../composition/system-module';
import { HmacKeyHasher } from './hmac-key-hasher';

const hmacKeyHasher = (pepper: string): HmacKeyHasher => new HmacKeyHasher(pepper);

describe('hmacKeyHasher', () => {
  const hasher = hmacKeyHasher('pepper-'.repeat(6));
  it('is deterministic and keyed by the pepper', () => {
    expect(hasher.digest('qk_abc')).toBe(hasher.digest('qk_abc'));
    expect(hmacKeyHasher('other-'.repeat(6)).digest('qk_abc')).not.toBe(hasher.digest('qk_abc'));
    expect(hasher.digest('qk_abc')).toMatch(/^[0-9a-f]{64}$/);
  });
  it('is HMAC-SHA-256 of the secret keyed by the pepper, so digests stored by any version keep verifying', () => {
    // RFC 4231, test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(hmacKeyHasher('Jefe').digest('what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
  it('compares digests', () => {
    expect(hasher.equals(hasher.digest('a'), hasher.digest('a'))).toBe(true);
    expect(hasher.equals(hasher.digest('a'), hasher.digest('b'))).toBe(false);
    expect(hasher.equals('ab', 'abc')).toBe(false);
  });

  it('is built by the container with the pepper it was given', async () => {
    const container = new Container();
    await container.load(systemModule('pepper-'.repeat(6)));
    expect(container.get(portToken('hasher')).digest('qk_abc')).toBe(hasher.digest('qk_abc'));
  });
});
