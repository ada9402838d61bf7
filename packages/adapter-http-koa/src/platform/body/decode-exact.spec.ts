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

  describe('when the input has unknown properties at any depth', () => {
    it('answers a validation error naming each one by its path', () => {
      const input = { name: 'a', id: 1, items: [{ label: 'x' }, { label: 'y', colour: 'red' }], nested: { flag: true, extra: null }, ['__proto__']: 1 };
      const parsed = JSON.parse(JSON.stringify(input).replace('"__proto__":1', '"__proto__":{"admin":true}'));
      expect(decodeExact(Body, parsed)).toEqual(
        E.left({
          _tag: 'Validation',
          errors: [
            { path: 'id', message: 'is not a known property' },
            { path: 'items.1.colour', message: 'is not a known property' },
            { path: 'nested.extra', message: 'is not a known property' },
            { path: '__proto__', message: 'is not a known property' },
          ],
        }),
      );
    });
  });

  describe('when fields are missing or of the wrong type', () => {
    it('answers one error per path, without the codec combinators in the path', () => {
      expect(decodeExact(Body, { items: [{ label: 3 }], note: false })).toEqual(
        E.left({
          _tag: 'Validation',
          errors: [
            { path: 'name', message: 'is required' },
            { path: 'items.0.label', message: 'must be a string' },
            { path: 'note', message: 'must be a string' },
          ],
        }),
      );
    });

    it('names the root when the input is not an object', () => {
      expect(decodeExact(Body, 'text')).toEqual(E.left({ _tag: 'Validation', errors: [{ path: '', message: 'must be an object' }] }));
    });
  });
});
