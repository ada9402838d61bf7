import { hmacKeyHasher } from './hmac-key-hasher';

describe('hmacKeyHasher', () => {
  const hasher = hmacKeyHasher('pepper-'.repeat(6));
  it('is deterministic and keyed by the pepper', () => {
    expect(hasher.digest('qk_abc')).toBe(hasher.digest('qk_abc'));
    expect(hmacKeyHasher('other-'.repeat(6)).digest('qk_abc')).not.toBe(hasher.digest('qk_abc'));
    expect(hasher.digest('qk_abc')).toMatch(/^[0-9a-f]{64}$/);
  });
  it('compares digests', () => {
    expect(hasher.equals(hasher.digest('a'), hasher.digest('a'))).toBe(true);
    expect(hasher.equals(hasher.digest('a'), hasher.digest('b'))).toBe(false);
    expect(hasher.equals('ab', 'abc')).toBe(false);
  });
});
