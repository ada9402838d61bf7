import type { TenantId } from '@quire/domain/ids';
import { type SnippetFolderId, snippetFolderId } from '@quire/domain/library/library-ids';
import type { SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import * as O from 'fp-ts/Option';
import { arbitraryFolder, arbitrarySnippet } from '../builders/library';
import { type MakeLibraryStores, useLibraryResource } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectOneWinnerOfNameRace, race } from './name-race';
import { expectLeft, expectRight } from './run-task';
import { versionedBehaviour } from './versioned-behaviour';

/** The behaviour every SnippetFolderRepository adapter must have. */
export const snippetFolderRepositoryContract = (make: MakeLibraryStores): void => {
  describe('SnippetFolderRepository contract', () => {
    const { stores, repository: folders, given: givenFolder, stored } = useLibraryResource(make, (s) => s.folders, (repository, folder: SnippetFolder) => repository.insert(folder), arbitraryFolder);
    const givenSnippetIn = async (tenantId: TenantId, folderId: SnippetFolderId | null) => expectRight(stores().snippets.insert(arbitrarySnippet({ tenantId, folderId })));
    const moved = (folder: SnippetFolder, parentId: SnippetFolderId | null): SnippetFolder => ({ ...folder, parentId, version: folder.version + 1 });

    describe('when a folder is inserted', () => {
      it('is found by id, and by name among its siblings ignoring case', async () => {
        const tenantId = await givenTenant(stores());
        const root = await givenFolder(tenantId, { name: 'Contracts', createdAt: new Date('2026-07-08T09:10:11.012Z'), version: 2 });
        const child = await givenFolder(tenantId, { name: 'Leases', parentId: root.id });
        expect(await stored(root)).toEqual(O.some(root));
        expect(await stored(child)).toEqual(O.some(child));
        expect(await expectRight(folders().findChildByName(tenantId, null, ' contracts '))).toEqual(O.some(root));
        expect(await expectRight(folders().findChildByName(tenantId, root.id, 'LEASES'))).toEqual(O.some(child));
        expect(await expectRight(folders().findChildByName(tenantId, null, 'Leases'))).toEqual(O.none);
      });
    });

    describe('sibling names', () => {
      it('refuses a second root folder of the same name (ignoring case) with NameTaken', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenFolder(tenantId, { name: 'Contracts' });
        const second = arbitraryFolder({ tenantId, name: 'CONTRACTS' });
        expect(await expectLeft(folders().insert(second))).toEqual({ _tag: 'NameTaken', resource: 'SnippetFolder', name: 'CONTRACTS', takenBy: first.id });
      });

      it('refuses a sibling whose name differs only in its quotes and inner white space', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenFolder(tenantId, { name: "Client's Clauses" });
        const second = arbitraryFolder({ tenantId, name: 'Client\u2019s  Clauses' });
        expect(await expectLeft(folders().insert(second))).toEqual({ _tag: 'NameTaken', resource: 'SnippetFolder', name: 'Client\u2019s  Clauses', takenBy: first.id });
        expect(await expectRight(folders().findChildByName(tenantId, null, 'client\u2018s clauses'))).toEqual(O.some(first));
      });

      it('refuses a second folder of the same name under one parent', async () => {
        const tenantId = await givenTenant(stores());
        const parent = await givenFolder(tenantId);
        const first = await givenFolder(tenantId, { name: 'Leases', parentId: parent.id });
        expect(await expectLeft(folders().insert(arbitraryFolder({ tenantId, name: 'leases', parentId: parent.id })))).toMatchObject({ _tag: 'NameTaken', takenBy: first.id });
      });

      it('allows the same name under different parents, at the root, and in another tenant', async () => {
        const [tenantId, other] = [await givenTenant(stores()), await givenTenant(stores())];
        const [a, b] = [await givenFolder(tenantId), await givenFolder(tenantId)];
        await givenFolder(tenantId, { name: 'Same', parentId: a.id });
        await givenFolder(tenantId, { name: 'Same', parentId: b.id });
        await givenFolder(tenantId, { name: 'Same' });
        await givenFolder(other, { name: 'Same' });
      });

      it('refuses a move or rename onto a sibling\'s name', async () => {
        const tenantId = await givenTenant(stores());
        const parent = await givenFolder(tenantId);
        const taken = await givenFolder(tenantId, { name: 'Leases', parentId: parent.id });
        const folder = await givenFolder(tenantId, { name: 'Leases' });
        expect(await expectLeft(folders().update(moved(folder, parent.id)))).toMatchObject({ _tag: 'NameTaken', takenBy: taken.id });
        const other = await givenFolder(tenantId);
        expect(await expectLeft(folders().update({ ...other, name: 'leases', version: 2 }))).toMatchObject({ _tag: 'NameTaken', takenBy: folder.id });
        expect(await stored(folder)).toEqual(O.some(folder));
      });

      it('lets exactly one of two racing root inserts win; the other gets NameTaken', async () => {
        const tenantId = await givenTenant(stores());
        await expectOneWinnerOfNameRace(folders().insert(arbitraryFolder({ tenantId, name: 'Raced' })), folders().insert(arbitraryFolder({ tenantId, name: 'raced' })), 'SnippetFolder');
      });
    });

    describe('moving', () => {
      it('stores a rename and a move over the previous version, and refuses a stale one', async () => {
        const tenantId = await givenTenant(stores());
        const [folder, parent] = [await givenFolder(tenantId), await givenFolder(tenantId)];
        const changed = { ...moved(folder, parent.id), name: 'Renamed', updatedAt: new Date('2026-09-01T00:00:00.001Z') };
        await expectRight(folders().update(changed));
        expect(await stored(folder)).toEqual(O.some(changed));
        expect(await expectLeft(folders().update(moved(folder, null)))).toEqual({ _tag: 'VersionConflict', expected: 1 });
        await expectRight(folders().update(moved(changed, null)));
      });

      it('refuses, inside the write, a move under the folder itself or a descendant (VersionConflict)', async () => {
        const tenantId = await givenTenant(stores());
        const top = await givenFolder(tenantId);
        const middle = await givenFolder(tenantId, { parentId: top.id });
        const bottom = await givenFolder(tenantId, { parentId: middle.id });
        expect(await expectLeft(folders().update(moved(top, bottom.id)))).toEqual({ _tag: 'VersionConflict', expected: 1 });
        expect(await expectLeft(folders().update(moved(top, top.id)))).toEqual({ _tag: 'VersionConflict', expected: 1 });
        expect(await stored(top)).toEqual(O.some(top));
      });

      it('never lets two concurrent moves make a cycle', async () => {
        // x and y are roots with a child each; moving x under y's child and y under x's child at once would close a circle.
        const tenantId = await givenTenant(stores());
        const quartets = await Promise.all(
          Array.from({ length: 8 }, async () => {
            const [x, y] = [await givenFolder(tenantId), await givenFolder(tenantId)];
            return { x, y, underX: await givenFolder(tenantId, { parentId: x.id }), underY: await givenFolder(tenantId, { parentId: y.id }) };
          }),
        );
        const races = await Promise.all(quartets.map(({ x, y, underX, underY }) => race(folders().update(moved(x, underY.id)), folders().update(moved(y, underX.id)))));
        for (const [index, { x, y }] of quartets.entries()) {
          expect(races[index]?.winners).toBe(1);
          expect(races[index]?.losers).toEqual([{ _tag: 'VersionConflict', expected: 1 }]);
          const ancestorsOfX = await expectRight(folders().ancestorsOf(tenantId, x.id));
          const ancestorsOfY = await expectRight(folders().ancestorsOf(tenantId, y.id));
          expect(ancestorsOfX.includes(x.id) || ancestorsOfY.includes(y.id)).toBe(false);
        }
      });

      it('answers the ancestors of a folder from its parent up to the root', async () => {
        const tenantId = await givenTenant(stores());
        const top = await givenFolder(tenantId);
        const middle = await givenFolder(tenantId, { parentId: top.id });
        const bottom = await givenFolder(tenantId, { parentId: middle.id });
        expect(await expectRight(folders().ancestorsOf(tenantId, bottom.id))).toEqual([middle.id, top.id]);
        expect(await expectRight(folders().ancestorsOf(tenantId, top.id))).toEqual([]);
        expect(await expectRight(folders().ancestorsOf(tenantId, snippetFolderId('no-such-folder')))).toEqual([]);
      });
    });

    describe('contents and deletion', () => {
      it('counts the snippets and folders directly inside', async () => {
        const tenantId = await givenTenant(stores());
        const folder = await givenFolder(tenantId);
        const child = await givenFolder(tenantId, { parentId: folder.id });
        await givenFolder(tenantId, { parentId: child.id });
        await givenSnippetIn(tenantId, folder.id);
        await givenSnippetIn(tenantId, folder.id);
        await givenSnippetIn(tenantId, child.id);
        expect(await expectRight(folders().contentsOf(tenantId, folder.id))).toEqual({ snippetCount: 2, folderCount: 1 });
      });

      it('refuses to delete a folder that holds anything, with the counts', async () => {
        const tenantId = await givenTenant(stores());
        const withFolder = await givenFolder(tenantId);
        await givenFolder(tenantId, { parentId: withFolder.id });
        const withSnippet = await givenFolder(tenantId);
        await givenSnippetIn(tenantId, withSnippet.id);
        expect(await expectLeft(folders().delete(tenantId, withFolder.id, 1))).toEqual({ _tag: 'FolderNotEmpty', id: withFolder.id, snippetCount: 0, folderCount: 1 });
        expect(await expectLeft(folders().delete(tenantId, withSnippet.id, 1))).toEqual({ _tag: 'FolderNotEmpty', id: withSnippet.id, snippetCount: 1, folderCount: 0 });
        expect(await stored(withFolder)).toEqual(O.some(withFolder));
      });

      it('lists every folder of the tenant by name with its snippet count', async () => {
        const tenantId = await givenTenant(stores());
        const b = await givenFolder(tenantId, { name: 'b folder' });
        const a = await givenFolder(tenantId, { name: 'A folder', parentId: b.id });
        await givenSnippetIn(tenantId, b.id);
        await givenSnippetIn(tenantId, b.id);
        await givenSnippetIn(tenantId, null);
        expect(await expectRight(folders().listAll(tenantId))).toEqual([
          { folder: a, snippetCount: 0 },
          { folder: b, snippetCount: 2 },
        ]);
      });
    });

    describe('another tenant', () => {
      it('can neither find the folder by name, list it, nor read its ancestors or contents', async () => {
        const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
        const parent = await givenFolder(mine);
        const folder = await givenFolder(mine, { parentId: parent.id });
        expect(await expectRight(folders().findChildByName(theirs, null, parent.name))).toEqual(O.none);
        expect(await expectRight(folders().ancestorsOf(theirs, folder.id))).toEqual([]);
        expect(await expectRight(folders().contentsOf(theirs, parent.id))).toEqual({ snippetCount: 0, folderCount: 0 });
        expect(await expectRight(folders().listAll(theirs))).toEqual([]);
      });
    });

    versionedBehaviour(stores, {
      repository: (s) => s.folders,
      arbitrary: (tenantId) => arbitraryFolder({ tenantId }),
      changed: (folder) => ({ ...folder, name: `${folder.name} renamed`, updatedAt: new Date('2026-09-01T00:00:00.001Z'), version: folder.version + 1 }),
    });
  });
};
