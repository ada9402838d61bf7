import { useHarness } from '../../../test/http-harness';

describe('snippet folder routes', () => {
  const h = useHarness();

  const createFolder = async (key: string, name: string, parentId?: string | null) => {
    const response = await h.request('POST', '/v1/Snippets/Folder', { key, json: parentId === undefined ? { name } : { name, parentId } });
    expect(response.status).toBe(201);
    return response.json() as { id: string; name: string; parentId: string | null; version: number };
  };

  describe('POST /v1/Snippets/Folder', () => {
    it('creates a folder: 201, Location, ETag, the folder with snippetCount 0', async () => {
      const me = await h.member();
      const response = await h.request('POST', '/v1/Snippets/Folder', { key: me.secret, json: { name: '  Contracts ' } });
      expect(response.status).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ name: 'Contracts', parentId: null, snippetCount: 0, version: 1 });
      expect(Object.keys(body).sort()).toEqual(['createdAt', 'id', 'name', 'parentId', 'snippetCount', 'updatedAt', 'version']);
      expect(response.headers.get('location')).toBe(`/v1/Snippets/Folders/${body.id}`);
      expect(response.headers.get('etag')).toBe('"1"');
      const fetched = await h.request('GET', response.headers.get('location') ?? '', { key: me.secret });
      expect(fetched.status).toBe(200);
      expect(fetched.json()).toEqual(body);
    });

    it('answers 409 name_taken for a sibling of the same name, ignoring case', async () => {
      const me = await h.member();
      const parent = await createFolder(me.secret, 'Contracts');
      await createFolder(me.secret, 'Leases', parent.id);
      const duplicate = await h.request('POST', '/v1/Snippets/Folder', { key: me.secret, json: { name: 'LEASES', parentId: parent.id } });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'name_taken' });
      expect((await h.request('POST', '/v1/Snippets/Folder', { key: me.secret, json: { name: 'Leases' } })).status).toBe(201);
    });

    it('answers 422 for unknown properties, a blank name and a parent of another tenant', async () => {
      const me = await h.member();
      const stranger = await h.member();
      const theirs = await createFolder(stranger.secret, 'Theirs');
      const unknown = await h.request('POST', '/v1/Snippets/Folder', { key: me.secret, json: { name: 'x', id: 'mine', snippetCount: 3 } });
      expect(unknown.status).toBe(422);
      expect(unknown.json().errors).toEqual([
        { path: 'id', message: 'is not a known property' },
        { path: 'snippetCount', message: 'is not a known property' },
      ]);
      expect((await h.request('POST', '/v1/Snippets/Folder', { key: me.secret, json: { name: ' ' } })).json()).toMatchObject({ status: 422, errors: [{ path: 'name' }] });
      expect((await h.request('POST', '/v1/Snippets/Folder', { key: me.secret, json: { name: 'x', parentId: theirs.id } })).json()).toMatchObject({ status: 422, errors: [{ path: 'parentId' }] });
    });
  });

  describe('GET /v1/Snippets/Folders', () => {
    it("lists the tenant's folders by name with their snippet counts, and no one else's", async () => {
      const me = await h.member();
      const stranger = await h.member();
      await createFolder(stranger.secret, 'Alien');
      const b = await createFolder(me.secret, 'b-folder');
      const a = await createFolder(me.secret, 'A-folder');
      expect((await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'One', text: 'one', folderId: b.id } })).status).toBe(201);
      expect((await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Two', text: 'two', folderId: b.id } })).status).toBe(201);
      const response = await h.request('GET', '/v1/snippets/folders', { key: me.secret });
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({
        items: [expect.objectContaining({ id: a.id, snippetCount: 0 }), expect.objectContaining({ id: b.id, snippetCount: 2 })],
        nextCursor: null,
      });
    });
  });

  describe('PUT /v1/Snippets/Folders/:id', () => {
    it('renames and moves in one change; 412 on a stale If-Match', async () => {
      const me = await h.member();
      const parent = await createFolder(me.secret, 'Parent');
      const child = await createFolder(me.secret, 'Child');
      const moved = await h.request('PUT', `/v1/Snippets/Folders/${child.id}`, { key: me.secret, headers: { 'If-Match': '"1"' }, json: { name: 'Kid', parentId: parent.id } });
      expect(moved.status).toBe(200);
      expect(moved.json()).toMatchObject({ name: 'Kid', parentId: parent.id, version: 2 });
      expect(moved.headers.get('etag')).toBe('"2"');
      const stale = await h.request('PUT', `/v1/Snippets/Folders/${child.id}`, { key: me.secret, headers: { 'If-Match': '"1"' }, json: { parentId: null } });
      expect(stale.status).toBe(412);
      expect(stale.json()).toMatchObject({ code: 'version_mismatch', currentVersion: 2 });
      expect((await h.request('PUT', `/v1/Snippets/Folders/${child.id}`, { key: me.secret, json: { parentId: null } })).json()).toMatchObject({ parentId: null, version: 3 });
    });

    it('answers 409 folder_cycle when moved under its own subfolder', async () => {
      const me = await h.member();
      const top = await createFolder(me.secret, 'Top');
      const middle = await createFolder(me.secret, 'Middle', top.id);
      const bottom = await createFolder(me.secret, 'Bottom', middle.id);
      const response = await h.request('PUT', `/v1/Snippets/Folders/${top.id}`, { key: me.secret, json: { parentId: bottom.id } });
      expect(response.status).toBe(409);
      expect(response.json()).toMatchObject({ code: 'folder_cycle' });
    });

    it("answers 404 for another tenant's folder", async () => {
      const me = await h.member();
      const stranger = await h.member();
      const theirs = await createFolder(stranger.secret, 'Theirs');
      expect((await h.request('PUT', `/v1/Snippets/Folders/${theirs.id}`, { key: me.secret, json: { name: 'Mine' } })).status).toBe(404);
      expect((await h.request('GET', `/v1/Snippets/Folders/${theirs.id}`, { key: me.secret })).status).toBe(404);
    });
  });

  describe('DELETE /v1/Snippets/Folders/:id', () => {
    it('answers 409 folder_not_empty with the counts while it holds snippets or folders, then 204 once empty', async () => {
      const me = await h.member();
      const folder = await createFolder(me.secret, 'Full');
      await createFolder(me.secret, 'Sub', folder.id);
      const snippet = (await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Inside', text: 'x', folderId: folder.id } })).json();
      const refused = await h.request('DELETE', `/v1/Snippets/Folders/${folder.id}`, { key: me.secret });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'folder_not_empty', snippetCount: 1, folderCount: 1 });
      expect((await h.request('PUT', `/v1/Snippets/${snippet.id}`, { key: me.secret, json: { folderId: null } })).status).toBe(200);
      const sub = (await h.request('GET', '/v1/Snippets/Folders', { key: me.secret })).json().items.find((item: { name: string }) => item.name === 'Sub');
      expect((await h.request('DELETE', `/v1/Snippets/Folders/${sub.id}`, { key: me.secret })).status).toBe(204);
      expect((await h.request('DELETE', `/v1/Snippets/Folders/${folder.id}`, { key: me.secret, headers: { 'If-Match': '"7"' } })).status).toBe(412);
      expect((await h.request('DELETE', `/v1/Snippets/Folders/${folder.id}`, { key: me.secret, headers: { 'If-Match': '"1"' } })).status).toBe(204);
      expect((await h.request('GET', `/v1/Snippets/Folders/${folder.id}`, { key: me.secret })).status).toBe(404);
    });
  });
});
