import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { arbitraryRule } from '@quire/testing/builders/library';
import { assertNameAvailable } from './library-names';

describe('assertNameAvailable', () => {
  const rule = arbitraryRule({ name: 'is_married' });

  describe('when the store holds no resource of that name', () => {
    it('passes', () => {
      expect(assertNameAvailable('ConditionalRule', rule, O.none)).toEqual(E.right(rule));
    });
  });

  describe('when the holder is the candidate itself', () => {
    it('passes (an update that keeps its name)', () => {
      expect(assertNameAvailable('ConditionalRule', rule, O.some(rule))).toEqual(E.right(rule));
    });
  });

  describe('when another resource holds the name, in another case', () => {
    it('answers NameTaken naming the holder', () => {
      const other = arbitraryRule({ name: 'IS_MARRIED' });
      expect(assertNameAvailable('ConditionalRule', rule, O.some(other))).toEqual(
        E.left({ _tag: 'NameTaken', resource: 'ConditionalRule', name: 'is_married', takenBy: other.id }),
      );
    });
  });

  describe('when another resource holds the name written with typographic quotes and more spaces', () => {
    it('answers NameTaken ("Client’s  Clause" and "Client\'s Clause" are one name)', () => {
      const snippet = arbitraryRule({ name: "Client's Clause" });
      const other = arbitraryRule({ name: 'Client\u2019s  Clause' });
      expect(assertNameAvailable('Snippet', snippet, O.some(other))).toEqual(E.left({ _tag: 'NameTaken', resource: 'Snippet', name: "Client's Clause", takenBy: other.id }));
    });
  });
});
