import * as E from 'fp-ts/Either';
import { later } from '@quire/testing/builders/instants';
import { arbitraryFolder } from '@quire/testing/builders/library';
import { updateSnippetFolder } from './snippet-folder-update';

describe('updateSnippetFolder', () => {
  const parent = arbitraryFolder();
  const folder = arbitraryFolder({ name: 'Clauses', parentId: parent.id });
  const elsewhere = arbitraryFolder();

  describe('when renamed and moved at once', () => {
    it('makes one new version', () => {
      expect(updateSnippetFolder(folder, { name: 'Terms', parentId: elsewhere.id }, [], later(1))).toEqual(
        E.right(expect.objectContaining({ name: 'Terms', parentId: elsewhere.id, version: 2, updatedAt: later(1) })),
      );
    });
  });

  describe('when moved to the root', () => {
    it('has no parent', () => {
      expect(updateSnippetFolder(folder, { parentId: null }, [], later(1))).toEqual(E.right(expect.objectContaining({ parentId: null, name: 'Clauses', version: 2 })));
    });
  });

  describe('when moved under a descendant', () => {
    it('answers FolderCycle', () => {
      const child = arbitraryFolder({ parentId: folder.id });
      expect(updateSnippetFolder(folder, { parentId: child.id }, [folder.id, parent.id], later(1))).toEqual(E.left({ _tag: 'FolderCycle', id: folder.id, parentId: child.id }));
    });
  });

  describe('when the name is invalid', () => {
    it('answers InvalidFields', () => {
      expect(updateSnippetFolder(folder, { name: '' }, [], later(1))).toEqual(E.left(expect.objectContaining({ _tag: 'InvalidFields' })));
    });
  });

  describe('when nothing changes', () => {
    it('is the same folder', () => {
      expect(updateSnippetFolder(folder, { name: ' Clauses ', parentId: parent.id }, [], later(1))).toEqual(E.right(folder));
    });
  });
});
