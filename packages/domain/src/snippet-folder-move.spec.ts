import * as E from 'fp-ts/Either';
import { later } from '@quire/testing/builders/instants';
import { arbitraryFolder } from '@quire/testing/builders/library';
import { assertMoveAllowed, moveSnippetFolder } from './snippet-folder-move';

describe('moving a snippet folder', () => {
  // root > a > b > c
  const a = arbitraryFolder();
  const b = arbitraryFolder({ parentId: a.id });
  const c = arbitraryFolder({ parentId: b.id });
  const other = arbitraryFolder();

  describe('when the new parent is the folder itself', () => {
    it('answers FolderCycle', () => {
      expect(assertMoveAllowed(a, a.id, [])).toEqual(E.left({ _tag: 'FolderCycle', id: a.id, parentId: a.id }));
    });
  });

  describe('when the new parent is a descendant', () => {
    it('answers FolderCycle', () => {
      expect(assertMoveAllowed(a, c.id, [b.id, a.id])).toEqual(E.left({ _tag: 'FolderCycle', id: a.id, parentId: c.id }));
    });
  });

  describe('when the new parent is elsewhere', () => {
    it('moves the folder with a new version', () => {
      expect(moveSnippetFolder(c, other.id, [], later(1))).toEqual(E.right(expect.objectContaining({ parentId: other.id, version: 2 })));
    });
    it('moves a folder under its own ancestor chain sideways', () => {
      expect(E.isRight(assertMoveAllowed(c, a.id, []))).toBe(true);
    });
  });

  describe('when moved to the root', () => {
    it('is always allowed', () => {
      expect(moveSnippetFolder(b, null, [], later(1))).toEqual(E.right(expect.objectContaining({ parentId: null })));
    });
  });

  describe('when the parent does not change', () => {
    it('is the same folder', () => {
      expect(moveSnippetFolder(b, a.id, [], later(1))).toEqual(E.right(b));
    });
  });
});
