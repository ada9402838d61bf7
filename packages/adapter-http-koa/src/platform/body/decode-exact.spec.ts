import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { decodeExact } from './decode-exact';

const Item = t.strict({ label: t.string });
const Body = t.exact(t.intersection([t.type({ name: t.string, items: t.array(Item) }), t.partial({ note: t.string, nested: t.strict({ flag: t.boolean }) })]));

describe('decodeExact', () => {
  describe('when the input fits the codec exactly', () => {
    it('answers the decoded value', () => {
      const input = { name: 'a', items: [{ label: 'x' }], nested: { flag: true } };
      expect(decodeExact(Body, input)).toEqual(E.right(input));
    });
  });

  describe('when the input does not fit', () => {
    /** The input with an own `__proto__` property, as JSON.parse makes one. */
    const withOwnProto = JSON.parse(JSON.stringify({ name: 'a', id: 1, items: [{ label: 'x' }, { label: 'y', colour: 'red' }], nested: { flag: true, extra: null }, ['__proto__']: 1 }).replace('"__proto__":1', '"__proto__":{"admin":true}'));
    it.each([
      [
        'unknown properties at any depth: a validation error names each one by its path',
        withOwnProto,
        [
          { path: 'id', message: 'is not a known property' },
          { path: 'items.1.colour', message: 'is not a known property' },
          { path: 'nested.extra', message: 'is not a known property' },
          { path: '__proto__', message: 'is not a known property' },
        ],
      ],
      [
        'fields missing or of the wrong type: one error per path, without the codec combinators in the path',
        { items: [{ label: 3 }], note: false },
        [
          { path: 'name', message: 'is required' },
          { path: 'items.0.label', message: 'must be a string' },
          { path: 'note', message: 'must be a string' },
        ],
      ],
    ])('%s', (_what, input, errors) => {
      expect(decodeExact(Body, input)).toEqual(E.left({ _tag: 'Validation', errors }));
    });

    it('names the root when the input is not an object', () => {
      expect(decodeExact(Body, 'text')).toEqual(E.left({ _tag: 'Validation', errors: [{ path: '', message: 'must be an object' }] }));
    });
  });
});
