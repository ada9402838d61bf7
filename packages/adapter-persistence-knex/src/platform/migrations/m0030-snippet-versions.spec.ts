import { useMigratedDatabase } from '../../../test/migrated-database';
import { m0030SnippetVersions } from './m0030-snippet-versions';

describe('migration 0030-snippet-versions', () => {
  const db = useMigratedDatabase('sqlite', 'each test');

  const created = new Date('2026-01-02T03:04:05.000Z');
  const updated = new Date('2026-02-03T04:05:06.000Z');
  const givenSnippet = async (tenant: string, id: string, sha256: string) => {
    await db()('snippets').insert({
      tenant_id: tenant,
      id,
      name: id,
      name_key: id,
      description: '',
      folder_id: null,
      tags: '[]',
      tag_keys: '',
      file_name: `${id}.docx`,
      size: 1234,
      sha256,
      text: 'Text.',
      analysis: '{}',
      search_text: id,
      created_at: created,
      updated_at: updated,
      version: 3,
    });
  };

  it("makes every snippet's current file its file version 1, and goes down and up again", async () => {
    await m0030SnippetVersions.down(db());
    await db()('tenants').insert({ id: 't1', name: 'One', created_at: created, updated_at: created, version: 1 });
    await givenSnippet('t1', 's1', 'a'.repeat(64));
    await givenSnippet('t1', 's2', 'b'.repeat(64));
    const notes: unknown[] = [];
    await m0030SnippetVersions.up(db(), (note) => notes.push(note));
    expect(await db()('snippets').select('id', 'file_version').orderBy('id')).toEqual([
      { id: 's1', file_version: 1 },
      { id: 's2', file_version: 1 },
    ]);
    const versions = (await db()('snippet_versions').select('tenant_id', 'snippet_id', 'number', 'file_name', 'size', 'sha256', 'created_at').orderBy('snippet_id')) as Array<Record<string, unknown>>;
    expect(versions.map(({ created_at, ...rest }) => ({ ...rest, created_at: new Date(Number(created_at)).toISOString() }))).toEqual([
      { tenant_id: 't1', snippet_id: 's1', number: 1, file_name: 's1.docx', size: 1234, sha256: 'a'.repeat(64), created_at: updated.toISOString() },
      { tenant_id: 't1', snippet_id: 's2', number: 1, file_name: 's2.docx', size: 1234, sha256: 'b'.repeat(64), created_at: updated.toISOString() },
    ]);
    expect(notes).toEqual([expect.objectContaining({ migration: '0030-snippet-versions', snippets: 2 })]);

    await m0030SnippetVersions.down(db());
    expect(await db().schema.hasTable('snippet_versions')).toBe(false);
    expect(await db().schema.hasColumn('snippets', 'file_version')).toBe(false);
    expect(await db()('snippets').pluck('id')).toEqual(['s1', 's2']);
  });
});
