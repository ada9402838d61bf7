import * as E from 'fp-ts/Either';
import { assertNoSnippetCycle } from './snippet-cycle';

describe('assertNoSnippetCycle', () => {
  // stored: "B" includes "C", "C" includes "D"
  const graph = new Map([
    ['b', ['C']],
    ['c', ['D']],
  ]);

  describe('when the inclusions lead back to the snippet', () => {
    it('names the cycle', () => {
      expect(assertNoSnippetCycle({ name: 'D' }, ['B'], graph)).toEqual(E.left({ _tag: 'SnippetCycle', cycle: ['D', 'B', 'C', 'D'] }));
    });
  });

  describe('when the snippet includes itself', () => {
    it('is a cycle of one', () => {
      expect(assertNoSnippetCycle({ name: 'A' }, ['a'], graph)).toEqual(E.left({ _tag: 'SnippetCycle', cycle: ['A', 'A'] }));
    });
  });

  describe('when the inclusions end', () => {
    it('passes', () => {
      const snippet = { name: 'A' };
      expect(assertNoSnippetCycle(snippet, ['B', 'Unknown'], graph)).toEqual(E.right(snippet));
    });
  });

  describe('when the stored graph has a cycle that does not pass through the snippet', () => {
    it('still ends', () => {
      const looping = new Map([
        ['x', ['Y']],
        ['y', ['X']],
      ]);
      expect(E.isRight(assertNoSnippetCycle({ name: 'A' }, ['X'], looping))).toBe(true);
    });
  });
});
