import * as E from 'fp-ts/Either';
import { arbitraryFolder } from '@quire/testing/builders/library';
import { assertFolderDeletable } from './snippet-folder-deletion';

describe('assertFolderDeletable', () => {
  const folder = arbitraryFolder();

  describe('when the folder is empty', () => {
    it('passes', () => {
      expect(assertFolderDeletable(folder, { snippetCount: 0, folderCount: 0 })).toEqual(E.right(folder));
    });
  });

  describe('when it holds snippets or folders', () => {
    it('answers FolderNotEmpty with the counts', () => {
      expect(assertFolderDeletable(folder, { snippetCount: 2, folderCount: 0 })).toEqual(E.left({ _tag: 'FolderNotEmpty', id: folder.id, snippetCount: 2, folderCount: 0 }));
      expect(assertFolderDeletable(folder, { snippetCount: 0, folderCount: 1 })).toEqual(E.left({ _tag: 'FolderNotEmpty', id: folder.id, snippetCount: 0, folderCount: 1 }));
    });
  });
});
