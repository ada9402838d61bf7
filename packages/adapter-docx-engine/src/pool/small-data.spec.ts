import { isSmallData } from './small-data';

describe('isSmallData', () => {
  const limits = { maxValues: 4, maxChars: 10 };

  it('accepts data within both limits, keys counted as text', () => {
    expect(isSmallData({ a: 'xy', b: [1, 2] }, limits)).toBe(true);
    expect(isSmallData({}, limits)).toBe(true);
  });

  it('refuses more values than the limit, in objects and lists at any depth', () => {
    expect(isSmallData({ a: 1, b: 2, c: 3, d: 4, e: 5 }, limits)).toBe(false);
    expect(isSmallData({ a: [[1, 2, 3, 4]] }, limits)).toBe(false);
  });

  it('refuses more characters than the limit, in values, keys and bytes', () => {
    expect(isSmallData({ a: 'x'.repeat(10) }, limits)).toBe(false);
    expect(isSmallData({ ['k'.repeat(11)]: 1 }, limits)).toBe(false);
    expect(isSmallData({ a: new Uint8Array(11) }, limits)).toBe(false);
  });

  it('stops at a list far past the limit without walking it', () => {
    const huge = new Proxy([] as unknown[], {
      get: (target, key) => {
        if (key === 'length') return 1_000_000;
        if (typeof key === 'string' && /^\d+$/.test(key)) throw new Error('an item was read');
        return Reflect.get(target, key);
      },
    });
    expect(isSmallData({ rows: huge }, limits)).toBe(false);
  });
});
