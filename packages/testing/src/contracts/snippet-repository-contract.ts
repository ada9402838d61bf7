import type { TenantId } from '@quire/domain/ids';
import { snippetId } from '@quire/domain/library/library-ids';
import { currentSnippetVersion, type Snippet } from '@quire/domain/library/snippets/snippet';
import type { SnippetSearch } from '@quire/ports/library/snippet-repository';
import * as O from 'fp-ts/Option';
import { analysisUsing, arbitraryFile, arbitraryFolder, arbitrarySnippet } from '../builders/library';
import { type MakeLibraryStores, useLibraryResource } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectRight } from './run-task';
import { searchBehaviour } from './search-behaviour';
import { uniqueNameBehaviour } from './unique-name-behaviour';
import { versionedBehaviour } from './versioned-behaviour';

/** The behaviour every SnippetRepository adapter must have. */
export const snippetRepositoryContract = (make: MakeLibraryStores): void => {
  describe('SnippetRepository contract', () => {
    const { stores, repository: snippets, given: givenSnippet, stored, itKeepsEveryField } = useLibraryResource(make, (s) => s.snippets, (repository, snippet: Snippet) => repository.insert(snippet), arbitrarySnippet);
    const givenFolder = async (tenantId: TenantId) => {
      const folder = arbitraryFolder({ tenantId });
      await expectRight(stores().folders.insert(folder));
      return folder.id;
    };
    const search = async (tenantId: TenantId, query: Partial<SnippetSearch>) =>
      (await expectRight(snippets().search(tenantId, { q: null, folder: null, tag: null, limit: 100, after: null, ...query }))).items.map((snippet) => snippet.name);

    describe('when a snippet is inserted', () => {
      itKeepsEveryField(
        'is found by id and by name (ignoring case) with every field intact',
        async (tenantId) => ({
          name: 'Standard Confidentiality Clause',
          description: 'Use in every NDA',
          folderId: await givenFolder(tenantId),
          tags: ['NDA', 'Standard'],
          file: arbitraryFile({ fileName: 'confidentiality.docx', size: 98765 }),
          text: 'The parties agree…\n\tSecond paragraph ✓ 😀',
          analysis: {
            ...analysisUsing({ fields: ['client_name'], rules: ['is_married'], reads: ['has_partner'], repeats: ['children'], snippets: ['Signature'] }),
            diagnostics: [{ severity: 'warning', code: 'unknown_name', message: 'no alias', part: 'word/document.xml', paragraph: 3, excerpt: '{{client_name}}' }],
          },
          createdAt: new Date('2026-01-02T03:04:05.678Z'),
          version: 7,
        }),
        async (snippet) => expect(await expectRight(snippets().findByName(snippet.tenantId, ' standard CONFIDENTIALITY clause'))).toEqual(O.some(snippet)),
      );

      it('keeps a long text preview', async () => {
        const tenantId = await givenTenant(stores());
        const snippet = await givenSnippet(tenantId, { text: 'ü'.repeat(10_000) });
        expect(await stored(snippet)).toEqual(O.some(snippet));
      });
    });

    describe('when a snippet is moved', () => {
      it('stores its new folder, and the root again', async () => {
        const tenantId = await givenTenant(stores());
        const snippet = await givenSnippet(tenantId);
        const moved: Snippet = { ...snippet, folderId: await givenFolder(tenantId), version: 2 };
        await expectRight(snippets().update(moved));
        expect(await stored(snippet)).toEqual(O.some(moved));
        await expectRight(snippets().update({ ...moved, folderId: null, version: 3 }));
        expect(await stored(snippet)).toEqual(O.some({ ...moved, folderId: null, version: 3 }));
      });
    });

    describe('file versions', () => {
      const withFile = (snippet: Snippet, fileVersion: number): Snippet => ({
        ...snippet,
        file: arbitraryFile(),
        fileVersion,
        version: snippet.version + 1,
        updatedAt: new Date(snippet.updatedAt.getTime() + 1000),
      });

      it('keeps the first file as version 1 and every later file, oldest first; metadata changes add none', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenSnippet(tenantId, { updatedAt: new Date('2026-05-05T05:05:05.555Z') });
        expect(await expectRight(snippets().listVersions(tenantId, first.id))).toEqual([currentSnippetVersion(first)]);
        const second = withFile(first, 2);
        await expectRight(snippets().update(second));
        const renamed = { ...second, name: 'Renamed', version: second.version + 1 };
        await expectRight(snippets().update(renamed));
        const third = withFile(renamed, 3);
        await expectRight(snippets().update(third));
        expect(await stored(first)).toEqual(O.some(third));
        expect(await expectRight(snippets().listVersions(tenantId, first.id))).toEqual([currentSnippetVersion(first), currentSnippetVersion(second), currentSnippetVersion(third)]);
        expect(await expectRight(snippets().findVersion(tenantId, first.id, 2))).toEqual(O.some(currentSnippetVersion(second)));
        expect(await expectRight(snippets().findVersion(tenantId, first.id, 4))).toEqual(O.none);
      });

      it('deletes every file version with the snippet; another tenant finds none', async () => {
        const [tenantId, other] = [await givenTenant(stores()), await givenTenant(stores())];
        const snippet = await givenSnippet(tenantId);
        await expectRight(snippets().update(withFile(snippet, 2)));
        expect(await expectRight(snippets().listVersions(other, snippet.id))).toEqual([]);
        expect(await expectRight(snippets().findVersion(other, snippet.id, 1))).toEqual(O.none);
        await expectRight(snippets().delete(tenantId, snippet.id, 2));
        expect(await expectRight(snippets().listVersions(tenantId, snippet.id))).toEqual([]);
        expect(await expectRight(snippets().findVersion(tenantId, snippet.id, 1))).toEqual(O.none);
        expect(await expectRight(snippets().listVersions(tenantId, snippetId('no-such-snippet')))).toEqual([]);
      });
    });

    describe('summaries', () => {
      it('answers every snippet\'s name and the snippets it includes, by name; none to another tenant', async () => {
        const [tenantId, other] = [await givenTenant(stores()), await givenTenant(stores())];
        const b = await givenSnippet(tenantId, { name: 'b', analysis: analysisUsing({ snippets: ['Signature', 'a'], fields: ['a_field'] }) });
        const a = await givenSnippet(tenantId, { name: 'A' });
        expect(await expectRight(snippets().listSummaries(tenantId))).toEqual([
          { id: a.id, name: 'A', includes: [] },
          { id: b.id, name: 'b', includes: ['Signature', 'a'] },
        ]);
        expect(await expectRight(snippets().listSummaries(other))).toEqual([]);
      });
    });

    describe('searching', () => {
      it('matches q in the description, the tags and the text preview', async () => {
        const tenantId = await givenTenant(stores());
        await givenSnippet(tenantId, { name: 's1', description: 'About INDEMNITY' });
        await givenSnippet(tenantId, { name: 's2', tags: ['Indemnity'] });
        await givenSnippet(tenantId, { name: 's3', text: 'The indemnity clause.' });
        await givenSnippet(tenantId, { name: 's4' });
        expect(await search(tenantId, { q: 'indemnity' })).toEqual(['s1', 's2', 's3']);
      });

      it('filters by folder (directly in it), by the root, and by tag ignoring case', async () => {
        const tenantId = await givenTenant(stores());
        const folder = await givenFolder(tenantId);
        const other = await givenFolder(tenantId);
        await givenSnippet(tenantId, { name: 'in_folder', folderId: folder, tags: ['NDA', 'x'] });
        await givenSnippet(tenantId, { name: 'in_other', folderId: other, tags: ['ndas'] });
        await givenSnippet(tenantId, { name: 'unfiled', tags: ['nda'] });
        expect(await search(tenantId, { folder })).toEqual(['in_folder']);
        expect(await search(tenantId, { folder: 'root' })).toEqual(['unfiled']);
        expect(await search(tenantId, { tag: 'Nda' })).toEqual(['in_folder', 'unfiled']);
        expect(await search(tenantId, { tag: 'nda', folder: 'root' })).toEqual(['unfiled']);
        expect(await search(tenantId, { tag: 'n%' })).toEqual([]);
      });
    });

    uniqueNameBehaviour(stores, { resource: 'Snippet', repository: (s) => s.snippets, arbitrary: (tenantId, name) => arbitrarySnippet({ tenantId, name }) });

    versionedBehaviour(stores, {
      repository: (s) => s.snippets,
      arbitrary: (tenantId) => arbitrarySnippet({ tenantId }),
      changed: (snippet) => ({ ...snippet, tags: ['new'], file: arbitraryFile(), text: 'New text', analysis: analysisUsing({ fields: ['x'] }), version: snippet.version + 1 }),
    });

    searchBehaviour(stores, {
      given: (_stores, tenantId, name) => givenSnippet(tenantId, { name }),
      search: (s, tenantId, request) => expectRight(s.snippets.search(tenantId, { ...request, folder: null, tag: null })),
      remove: async (s, snippet) => expectRight(s.snippets.delete(snippet.tenantId, snippet.id, snippet.version)),
    });
  });
};
