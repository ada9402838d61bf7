import { exceededShape } from './json-shape';

const limits = { maxDepth: 3, maxKeys: 10 };
/** Body text holding this data, as a generation request sends it. */
const body = (data: unknown): string => JSON.stringify({ data, format: 'docx' });

describe('exceededShape', () => {
  it('passes data at the limits: nested exactly as deep, exactly as many keys and items', () => {
    expect(exceededShape(body({ a: [{ b: 1 }] }), limits)).toBeUndefined();
    expect(exceededShape(body({ a: 1, b: 2, c: 3, d: [1, 2, 3, 4, 5, 6] }), limits)).toBeUndefined();
  });

  it('refuses data nested one level deeper than the limit, naming the data limit', () => {
    expect(exceededShape(body({ a: [{ b: [1] }] }), limits)).toEqual({ _tag: 'JsonShapeExceeded', exceeded: 'depth', limit: 3 });
  });

  it('counts keys and list items together, past the envelope\'s own keys', () => {
    const many = Object.fromEntries(Array.from({ length: 80 }, (_, index) => [`k${index}`, index]));
    expect(exceededShape(body(many), limits)).toEqual({ _tag: 'JsonShapeExceeded', exceeded: 'keys', limit: 10 });
    expect(exceededShape(body({ list: Array.from({ length: 80 }, (_, index) => index) }), limits)).toEqual({ _tag: 'JsonShapeExceeded', exceeded: 'keys', limit: 10 });
  });

  it('ignores brackets, colons and commas inside strings, escaped quotes included', () => {
    const tricky = '[[[[{:,}]]]] \\" [[[[ a:b, c:d';
    expect(exceededShape(body({ text: tricky, more: tricky.repeat(50) }), limits)).toBeUndefined();
  });

  it('refuses 2,000 levels without recursing', () => {
    expect(exceededShape(`{"data":${'['.repeat(2000)}${']'.repeat(2000)}}`, { maxDepth: 64, maxKeys: 100_000 })?.exceeded).toBe('depth');
  });
});
