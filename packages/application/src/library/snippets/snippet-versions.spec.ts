import { documentLibraryWorld, principalOf } from '../../../test/document-library-world';
import { left, right } from '../../../test/in-memory-world';
import { createSnippet } from './create-snippet';
import { compareSnippetVersions, downloadSnippetVersion, listSnippetVersions } from './snippet-versions';
import { updateSnippet } from './update-snippet';

const me = principalOf('tenant-a');
const other = principalOf('tenant-b');

const setUp = async () => {
  const { deps } = documentLibraryWorld();
  const snippet = await right(createSnippet(deps)({ principal: me, name: 'Notice', source: { kind: 'text', text: 'Notice in writing.\nWithin thirty days.' } }));
  const update = updateSnippet(deps);
  await right(update({ principal: me, id: snippet.id, expectedVersions: [1], patch: { description: 'Metadata only' }, source: null, force: false }));
  const changed = await right(update({ principal: me, id: snippet.id, expectedVersions: [2], patch: {}, source: { kind: 'text', text: 'Notice in writing.\nWithin fourteen days.' }, force: false }));
  return { deps, snippet, changed };
};

describe('snippet file versions', () => {
  it('keeps the first file as version 1 and each new content as the next; a change of metadata adds none', async () => {
    const { deps, snippet, changed } = await setUp();
    expect(changed).toMatchObject({ version: 3, fileVersion: 2 });
    const listed = await right(listSnippetVersions(deps)({ principal: me, id: snippet.id }));
    expect(listed.item.id).toBe(snippet.id);
    expect(listed.versions.map((version) => [version.number, version.file.sha256])).toEqual([
      [1, snippet.file.sha256],
      [2, changed.file.sha256],
    ]);
    const first = await right(downloadSnippetVersion(deps)({ principal: me, id: snippet.id, number: 1 }));
    expect([Buffer.from(first.bytes).toString('utf8'), first.fileName]).toEqual(['Notice in writing.\nWithin thirty days.', 'Notice.docx']);
  });

  it('compares two file versions, named after the snippet and the versions', async () => {
    const { deps, snippet } = await setUp();
    const compared = await right(compareSnippetVersions(deps)({ principal: me, id: snippet.id, original: 1, revised: 2 }));
    expect(compared.fileName).toBe('Notice v1 to v2.docx');
    expect(compared.changes.map((change) => [change.kind, change.before ?? change.after])).toEqual([
      ['deleted', 'Within thirty days.'],
      ['inserted', 'Within fourteen days.'],
    ]);
    expect((await right(compareSnippetVersions(deps)({ principal: me, id: snippet.id, original: 2, revised: 2 }))).changes).toEqual([]);
  });

  it('answers NotFound for an unknown version, and for another tenant', async () => {
    const { deps, snippet } = await setUp();
    expect(await left(compareSnippetVersions(deps)({ principal: me, id: snippet.id, original: 1, revised: 3 }))).toMatchObject({ _tag: 'NotFound' });
    expect(await left(downloadSnippetVersion(deps)({ principal: me, id: snippet.id, number: 0 }))).toMatchObject({ _tag: 'NotFound' });
    expect(await left(listSnippetVersions(deps)({ principal: other, id: snippet.id }))).toMatchObject({ _tag: 'NotFound' });
    expect(await left(compareSnippetVersions(deps)({ principal: other, id: snippet.id, original: 1, revised: 2 }))).toMatchObject({ _tag: 'NotFound' });
  });
});
