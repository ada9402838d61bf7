import { snippetFolderId } from '@quire/domain/library-ids';
import * as TE from 'fp-ts/TaskEither';
import { documentLibraryWorld, file, principalOf } from '../../../test/document-library-world';
import { left, right } from '../../../test/in-memory-world';
import { createSnippet } from './create-snippet';

const me = principalOf('tenant-a');

describe('createSnippet', () => {
  describe('when the content is text', () => {
    it('makes a document of it with the writer, stores its blob and the row pointing at it', async () => {
      const { adapters, deps } = documentLibraryWorld();
      const snippet = await right(createSnippet(deps)({ principal: me, name: ' Confidentiality ', tags: ['legal'], source: { kind: 'text', text: 'Keep {{client_name}} secret.' } }));
      expect(snippet).toMatchObject({ name: 'Confidentiality', tags: ['legal'], folderId: null, version: 1, text: 'Keep {{client_name}} secret.' });
      expect(snippet.file.fileName).toBe('Confidentiality.docx');
      expect(snippet.analysis.fields.map((field) => field.name)).toEqual(['client_name']);
      expect(await right(adapters.blobs.has(snippet.file.sha256))).toBe(true);
      expect((await right(adapters.snippets.findById(me.tenantId, snippet.id)))._tag).toBe('Some');
    });
  });

  describe('when the row cannot be written', () => {
    it('leaves no row, and the blob written before it unreferenced for the sweep', async () => {
      const { adapters, deps } = documentLibraryWorld();
      const snippets: typeof deps.snippets = Object.create(deps.snippets);
      snippets.insert = () => TE.left({ _tag: 'StorageError', operation: 'snippets.insert', kind: 'failed', cause: new Error('disk full') });
      const failing = { ...deps, snippets };
      const error = await left(createSnippet(failing)({ principal: me, name: 'Lost', source: { kind: 'file', file: file('Lost text') } }));
      expect(error._tag).toBe('StorageError');
      expect((await right(adapters.snippets.search(me.tenantId, { q: null, folder: null, tag: null, limit: 10, after: null }))).items).toEqual([]);
      const digests = await right(adapters.blobs.listOlderThan(new Date('2100-01-01')));
      expect(digests).toHaveLength(1);
      expect([...(await right(adapters.blobReferences.referenced(digests)))]).toEqual([]);
    });
  });

  describe('when the name is taken (ignoring case and spaces)', () => {
    it('answers NameTaken and stores no second row', async () => {
      const { adapters, deps } = documentLibraryWorld();
      const first = await right(createSnippet(deps)({ principal: me, name: 'Clause', source: { kind: 'text', text: 'one' } }));
      const error = await left(createSnippet(deps)({ principal: me, name: ' clause ', source: { kind: 'text', text: 'two' } }));
      expect(error).toMatchObject({ _tag: 'NameTaken', resource: 'Snippet', takenBy: first.id });
      expect((await right(adapters.snippets.listSummaries(me.tenantId))).map((summary) => summary.id)).toEqual([first.id]);
    });

    it('is free in another tenant', async () => {
      const { deps } = documentLibraryWorld();
      await right(createSnippet(deps)({ principal: me, name: 'Clause', source: { kind: 'text', text: 'one' } }));
      await right(createSnippet(deps)({ principal: principalOf('tenant-b'), name: 'Clause', source: { kind: 'text', text: 'one' } }));
    });
  });

  describe('when the folder is not one of the tenant', () => {
    it('answers a validation error on folderId', async () => {
      const { deps } = documentLibraryWorld();
      const error = await left(createSnippet(deps)({ principal: me, name: 'X', folderId: snippetFolderId('nope'), source: { kind: 'text', text: 'x' } }));
      expect(error).toEqual({ _tag: 'Validation', errors: [{ path: 'folderId', message: 'is not a snippet folder of this tenant' }] });
    });
  });

  describe('when the snippet would include itself through another', () => {
    it('answers SnippetCycle naming the circle', async () => {
      const { deps } = documentLibraryWorld();
      await right(createSnippet(deps)({ principal: me, name: 'B', source: { kind: 'text', text: '{{> A}}' } }));
      const error = await left(createSnippet(deps)({ principal: me, name: 'A', source: { kind: 'text', text: '{{> B}}' } }));
      expect(error).toEqual({ _tag: 'SnippetCycle', cycle: ['A', 'B', 'A'] });
    });
  });

  describe('when the engine refuses the file or finds errors', () => {
    it('passes the refusal on and stores nothing', async () => {
      const { adapters, deps } = documentLibraryWorld();
      expect(await left(createSnippet(deps)({ principal: me, name: 'X', source: { kind: 'file', file: file('NOT A ZIP') } }))).toMatchObject({ _tag: 'DocumentRefused', code: 'not_a_zip' });
      expect(await left(createSnippet(deps)({ principal: me, name: 'Y', source: { kind: 'file', file: file('{{!bad}}') } }))).toMatchObject({ _tag: 'DocumentInvalid' });
      expect(await right(adapters.blobs.listOlderThan(new Date('2100-01-01')))).toEqual([]);
    });
  });
});
