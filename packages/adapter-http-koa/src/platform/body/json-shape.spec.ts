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

describe('exceededShape: the bytes of the data apart from its pictures (ADR 0033)', () => {
  const generous = { maxDepth: 64, maxKeys: 100_000 };
  const picture = 'A'.repeat(10_000);

  it('counts every byte of a body without pictures, UTF-8, and refuses one byte past the limit', () => {
    const text = body({ clause: 'é'.repeat(100), note: '€ and 😀' });
    const size = Buffer.byteLength(text);
    expect(exceededShape(text, { ...generous, maxBytes: size })).toBeUndefined();
    expect(exceededShape(text, { ...generous, maxBytes: size - 1 })).toEqual({ _tag: 'JsonShapeExceeded', exceeded: 'bytes', limit: size - 1 });
  });

  it('does not count the text of a data URI of an image, nor of a "base64" member, wherever they are', () => {
    const withPictures = body({ logo: `data:image/png;base64,${picture}`, staff: [{ photo: { base64: picture, contentType: 'image/png' } }], name: 'Ada' });
    const without = body({ logo: '', staff: [{ photo: { base64: '', contentType: 'image/png' } }], name: 'Ada' });
    const size = Buffer.byteLength(without);
    expect(exceededShape(withPictures, { ...generous, maxBytes: size })).toBeUndefined();
    expect(exceededShape(withPictures, { ...generous, maxBytes: size - 1 })?.exceeded).toBe('bytes');
  });

  it('counts a long text that is no picture, a "base64" that is a key\'s name only, and a number after a "base64" key', () => {
    expect(exceededShape(body({ notes: picture }), { ...generous, maxBytes: 5_000 })?.exceeded).toBe('bytes');
    expect(exceededShape(body({ base64: 5, next: picture }), { ...generous, maxBytes: 5_000 })?.exceeded).toBe('bytes');
    expect(exceededShape(body({ list: ['base64', picture] }), { ...generous, maxBytes: 5_000 })?.exceeded).toBe('bytes');
    expect(exceededShape(body({ logo: `data:text/plain,${picture}` }), { ...generous, maxBytes: 5_000 })?.exceeded).toBe('bytes');
  });
});
