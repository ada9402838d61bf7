import * as E from 'fp-ts/Either';
import { decodeCursor, encodeCursor } from './search-cursor';

describe('search cursor', () => {
  describe('when a cursor we made comes back', () => {
    it('decodes to the same key, whatever the characters', () => {
      const key = { nameKey: 'petitioner name ü 😀 "x"', id: 'abc-123' };
      const cursor = encodeCursor(key);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(cursor)).toEqual(E.right(key));
    });
  });

  describe('when the cursor is not ours', () => {
    it.each([[''], ['not base64!'], [Buffer.from('{"a":1}').toString('base64url')], [Buffer.from('["x"]').toString('base64url')], [Buffer.from('["x",""]').toString('base64url')], ['%%%']])(
      'refuses %j',
      (cursor) => {
        expect(decodeCursor(cursor)).toEqual(E.left({ _tag: 'InvalidCursor', cursor }));
      },
    );
  });
});
