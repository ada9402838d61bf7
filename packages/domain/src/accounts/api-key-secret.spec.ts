import * as E from 'fp-ts/Either';
import { DISPLAY_PREFIX_LENGTH, displayPrefix, formatApiKeySecret, parseApiKeySecret, SECRET_LENGTH } from './api-key-secret';

const bytes = (seed: number) => Uint8Array.from({ length: 32 }, (_, i) => (i * 31 + seed) & 0xff);

describe('api key secret', () => {
  describe('when formatted from 32 random bytes', () => {
    const secret = formatApiKeySecret(bytes(7));
    it('starts with qk_ and has the fixed length', () => {
      expect(secret.startsWith('qk_')).toBe(true);
      expect(secret).toHaveLength(SECRET_LENGTH);
      expect(secret).toMatch(/^qk_[0-9A-Za-z]{49}$/);
    });
    it('parses back', () => {
      expect(parseApiKeySecret(secret)).toEqual(E.right(secret));
    });
    it('shows only its first characters as prefix', () => {
      expect(displayPrefix(secret)).toBe(secret.slice(0, DISPLAY_PREFIX_LENGTH));
    });
    it('differs for different bytes', () => {
      expect(formatApiKeySecret(bytes(8))).not.toBe(secret);
    });
  });

  describe('when one character is changed', () => {
    const secret = formatApiKeySecret(bytes(1));
    it.each([3, 10, 30, 45, SECRET_LENGTH - 1])('fails the checksum at position %i', (position) => {
      const original = secret[position] as string;
      const replacement = original === 'A' ? 'B' : 'A';
      const tampered = secret.slice(0, position) + replacement + secret.slice(position + 1);
      expect(parseApiKeySecret(tampered)).toEqual(E.left({ _tag: 'MalformedApiKey', reason: 'checksum' }));
    });
  });

  describe('when the shape is wrong', () => {
    it.each(['', 'qk_', 'xx_' + 'a'.repeat(49), 'qk_' + 'a'.repeat(48), 'qk_' + '-'.repeat(49)])('refuses %j as format', (raw) => {
      expect(parseApiKeySecret(raw)).toEqual(E.left({ _tag: 'MalformedApiKey', reason: 'format' }));
    });
  });
});
