import * as E from 'fp-ts/Either';
import { arbitraryTenantId } from '@quire/testing/builders/accounts';
import { T0, later } from '@quire/testing/builders/instants';
import { arbitraryFolder } from '@quire/testing/builders/library';
import { snippetFolderId } from './library-ids';
import { createSnippetFolder, renameSnippetFolder } from './snippet-folder';

const TENANT = arbitraryTenantId();

describe('snippet folder', () => {
  describe('when created', () => {
    it('trims the name and keeps the parent', () => {
      expect(createSnippetFolder({ id: snippetFolderId('f1'), tenantId: TENANT, name: ' Clauses ', parentId: snippetFolderId('f0'), now: T0 })).toEqual(
        E.right({ id: 'f1', tenantId: TENANT, name: 'Clauses', parentId: 'f0', createdAt: T0, updatedAt: T0, version: 1 }),
      );
    });
    it('refuses an empty name', () => {
      expect(createSnippetFolder({ id: snippetFolderId('f1'), tenantId: TENANT, name: ' ', parentId: null, now: T0 })).toEqual(
        E.left({ _tag: 'InvalidFields', problems: [{ _tag: 'InvalidName', field: 'name', reason: 'must not be empty' }] }),
      );
    });
  });

  describe('when renamed', () => {
    it('bumps the version', () => {
      expect(renameSnippetFolder(arbitraryFolder(), 'Other', later(1))).toEqual(E.right(expect.objectContaining({ name: 'Other', version: 2 })));
    });
    it('is the same folder for the same name', () => {
      const folder = arbitraryFolder({ name: 'Same' });
      expect(renameSnippetFolder(folder, ' Same ', later(1))).toEqual(E.right(folder));
    });
  });
});
