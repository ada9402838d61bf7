import { containsPattern } from './keyset';

describe('containsPattern', () => {
  it('finds the text anywhere', () => {
    expect(containsPattern('client')).toBe('%client%');
  });
  it("escapes LIKE's wildcards and the escape character with '!'", () => {
    expect(containsPattern('50%_off!')).toBe('%50!%!_off!!%');
  });
});
