import { boundedCache } from './bounded-cache';

describe('boundedCache', () => {
  it('makes a value once, and keeps the most recently used up to its capacity', () => {
    const made: string[] = [];
    const memo = boundedCache<string>(2);
    const get = (key: string): string => memo(key, () => (made.push(key), key.toUpperCase()));
    expect([get('a'), get('b'), get('a')]).toEqual(['A', 'B', 'A']);
    get('c'); // b, the least recently used, goes
    get('a');
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps false and empty values as made', () => {
    let calls = 0;
    const memo = boundedCache<boolean>(4);
    const known = () => memo('zone', () => (calls++, false));
    expect([known(), known()]).toEqual([false, false]);
    expect(calls).toBe(1);
  });
});
