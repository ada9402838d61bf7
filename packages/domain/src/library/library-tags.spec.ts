import * as E from 'fp-ts/Either';
import { parseTags } from './library-tags';

describe('parseTags', () => {
  describe('when the tags are fine', () => {
    it('trims them and keeps their order', () => {
      expect(parseTags([' family ', 'Court'])).toEqual(E.right(['family', 'Court']));
    });
  });

  describe('when a tag repeats another ignoring case', () => {
    it('refuses it at its index', () => {
      expect(parseTags(['Court', 'court '])).toEqual(E.left([{ _tag: 'InvalidTag', field: 'tags[1]', reason: 'repeats tags[0]' }]));
    });
  });

  describe('when tags are empty or too long', () => {
    it('reports each', () => {
      expect(parseTags(['', 'x'.repeat(51)])).toEqual(
        E.left([
          { _tag: 'InvalidTag', field: 'tags[0]', reason: 'must not be empty' },
          { _tag: 'InvalidTag', field: 'tags[1]', reason: 'must be at most 50 characters' },
        ]),
      );
    });
  });

  describe('when there are more than 50', () => {
    it('refuses the list', () => {
      expect(parseTags(Array.from({ length: 51 }, (_, i) => `t${i}`))).toEqual(E.left([{ _tag: 'InvalidTag', field: 'tags', reason: 'must hold at most 50 items' }]));
    });
  });
});
