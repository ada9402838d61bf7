import { documentLibraryWorld, principalOf } from '../../../test/document-library-world';
import { left, right } from '../../../test/in-memory-world';
import { createSnippet } from '../snippets/create-snippet';
import { createSnippetFolder } from './create-snippet-folder';
import { deleteSnippetFolder } from './delete-snippet-folder';
import { listSnippetFolders } from './list-snippet-folders';
import { updateSnippetFolder } from './update-snippet-folder';

const me = principalOf('tenant-a');

const setUp = async () => {
  const { deps } = documentLibraryWorld();
  const create = createSnippetFolder(deps);
  const contracts = await right(create({ principal: me, name: 'Contracts', parentId: null }));
  const leases = await right(create({ principal: me, name: 'Leases', parentId: contracts.id }));
  const short = await right(create({ principal: me, name: 'Short', parentId: leases.id }));
  return { deps, create, contracts, leases, short, update: updateSnippetFolder(deps), remove: deleteSnippetFolder(deps) };
};

describe('snippet folders', () => {
  describe('createSnippetFolder', () => {
    it('refuses a name a sibling has, and allows it elsewhere', async () => {
      const { create, contracts } = await setUp();
      expect(await left(create({ principal: me, name: ' leases ', parentId: contracts.id }))).toMatchObject({ _tag: 'NameTaken', resource: 'SnippetFolder' });
      await right(create({ principal: me, name: 'Leases', parentId: null }));
    });

    it('refuses a parent of another tenant as an invalid field', async () => {
      const { create, contracts } = await setUp();
      expect(await left(create({ principal: principalOf('tenant-b'), name: 'Mine', parentId: contracts.id }))).toMatchObject({ _tag: 'Validation', errors: [{ path: 'parentId' }] });
    });
  });

  describe('updateSnippetFolder', () => {
    it('refuses to move a folder under its own descendant', async () => {
      const { contracts, short, update } = await setUp();
      expect(await left(update({ principal: me, id: contracts.id, expectedVersions: null, patch: { parentId: short.id } }))).toEqual({
        _tag: 'FolderCycle',
        id: contracts.id,
        parentId: short.id,
      });
    });

    it('renames and moves in one new version', async () => {
      const { short, update } = await setUp();
      const moved = await right(update({ principal: me, id: short.id, expectedVersions: [1], patch: { name: 'Brief', parentId: null } }));
      expect(moved).toMatchObject({ folder: { name: 'Brief', parentId: null, version: 2 }, snippetCount: 0 });
    });

    it('refuses a name taken among the new siblings', async () => {
      const { leases, update } = await setUp();
      expect(await left(update({ principal: me, id: leases.id, expectedVersions: null, patch: { name: 'contracts', parentId: null } }))).toMatchObject({ _tag: 'NameTaken' });
    });
  });

  describe('deleteSnippetFolder', () => {
    it('refuses a folder that holds folders or snippets, with the counts', async () => {
      const { deps, leases, remove } = await setUp();
      await right(createSnippet(deps)({ principal: me, name: 'Rent', folderId: leases.id, source: { kind: 'text', text: 'Rent.' } }));
      expect(await left(remove({ principal: me, id: leases.id, expectedVersions: null }))).toEqual({ _tag: 'FolderNotEmpty', id: leases.id, snippetCount: 1, folderCount: 1 });
    });

    it('deletes an empty folder, honouring If-Match', async () => {
      const { deps, short, remove } = await setUp();
      expect(await left(remove({ principal: me, id: short.id, expectedVersions: [2] }))).toMatchObject({ _tag: 'VersionMismatch' });
      await right(remove({ principal: me, id: short.id, expectedVersions: [1] }));
      expect((await right(listSnippetFolders(deps)(me))).map((listing) => listing.folder.name)).toEqual(['Contracts', 'Leases']);
    });
  });
});
