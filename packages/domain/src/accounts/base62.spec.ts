import { encodeBase62, encodeBase62Number } from './base62';

describe('encodeBase62Number', () => {
  it.each([0, 1, 61, 62, 3843, 3844, 2 ** 31, 2 ** 32 - 1])('writes %d as encodeBase62 writes it', (value) => {
    expect(encodeBase62Number(value, 6)).toBe(encodeBase62(BigInt(value), 6));
  });

  it('refuses what is not a whole number from 0 to 2^53', () => {
    expect(() => encodeBase62Number(-1, 6)).toThrow(RangeError);
    expect(() => encodeBase62Number(1.5, 6)).toThrow(RangeError);
  });
});
