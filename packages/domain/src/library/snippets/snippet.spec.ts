import * as E from 'fp-ts/Either';
import { arbitraryTenantId } from '@quire/testing/builders/accounts';
import { T0, later } from '@quire/testing/builders/instants';
import { arbitraryContent, arbitraryFile, arbitrarySnippet } from '@quire/testing/builders/library';
import { snippetFolderId, snippetId } from '../library-ids';
import { type SnippetInput, createSnippet, currentSnippetVersion, updateSnippet } from './snippet';

const TENANT = arbitraryTenantId();

const create = (input: Partial<SnippetInput> = {}, content = arbitraryContent()) =>
  createSnippet({ id: snippetId('s1'), tenantId: TENANT, name: 'Confidentiality', content, now: T0, ...input });

describe('snippet', () => {
  describe('when created', () => {
    it('holds its metadata and content', () => {
      const content = arbitraryContent();
      expect(create({ name: ' Standard Confidentiality Clause ', tags: [' legal '], folderId: snippetFolderId('f1') }, content)).toEqual(
        E.right(expect.objectContaining({ name: 'Standard Confidentiality Clause', tags: ['legal'], folderId: 'f1', description: '', file: content.file, text: content.text, version: 1, fileVersion: 1 })),
      );
    });
    it('is unfiled by default', () => {
      expect(create()).toEqual(E.right(expect.objectContaining({ folderId: null, tags: [] })));
    });
  });

  describe('when the name holds tag syntax or is too long', () => {
    it.each([['A {clause}'], ['A | B'], ['x'.repeat(201)], ['']])('refuses %j', (name) => {
      expect(create({ name })).toEqual(E.left({ _tag: 'InvalidFields', problems: [expect.objectContaining({ _tag: 'InvalidName', field: 'name' })] }));
    });
  });

  describe('when the file metadata is wrong', () => {
    it('reports every problem with its path', () => {
      expect(create({}, arbitraryContent({ file: { fileName: 'dir/', size: 0, sha256: 'ABC' } }))).toEqual(
        E.left({
          _tag: 'InvalidFields',
          problems: [
            expect.objectContaining({ _tag: 'InvalidFile', field: 'file.fileName' }),
            expect.objectContaining({ _tag: 'InvalidFile', field: 'file.size' }),
            expect.objectContaining({ _tag: 'InvalidFile', field: 'file.sha256' }),
          ],
        }),
      );
    });
  });

  describe('when the preview is long', () => {
    it('keeps the first 10,000 characters', () => {
      const created = create({}, arbitraryContent({ text: 'x'.repeat(20_000) }));
      expect(E.isRight(created) && created.right.text.length).toBe(10_000);
    });
  });

  describe('when updated', () => {
    it('changes metadata and content in one version', () => {
      const file = arbitraryFile();
      expect(updateSnippet(arbitrarySnippet(), { name: 'New name', content: arbitraryContent({ file }) }, later(1))).toEqual(
        E.right(expect.objectContaining({ name: 'New name', file, version: 2, updatedAt: later(1) })),
      );
    });
    it('moves to the root with folderId null', () => {
      expect(updateSnippet(arbitrarySnippet({ folderId: snippetFolderId('f1') }), { folderId: null }, later(1))).toEqual(E.right(expect.objectContaining({ folderId: null })));
    });
    it('makes a different file the next file version, and keeps the file version for metadata or the same file', () => {
      const snippet = arbitrarySnippet({ fileVersion: 3 });
      const next = updateSnippet(snippet, { content: arbitraryContent() }, later(1));
      expect(next).toEqual(E.right(expect.objectContaining({ fileVersion: 4, version: snippet.version + 1 })));
      if (E.isRight(next)) expect(currentSnippetVersion(next.right)).toEqual({ snippetId: snippet.id, tenantId: snippet.tenantId, number: 4, file: next.right.file, createdAt: later(1) });
      expect(updateSnippet(snippet, { description: 'Other' }, later(1))).toEqual(E.right(expect.objectContaining({ fileVersion: 3 })));
      const sameFile = arbitraryContent({ file: snippet.file, text: 'Another preview' });
      expect(updateSnippet(snippet, { content: sameFile }, later(1))).toEqual(E.right(expect.objectContaining({ fileVersion: 3 })));
      const renamedFile = arbitraryContent({ file: { ...snippet.file, fileName: 'renamed.docx' } });
      expect(updateSnippet(snippet, { content: renamedFile }, later(1))).toEqual(E.right(expect.objectContaining({ fileVersion: 4 })));
    });
    it('is the same snippet when nothing changes', () => {
      const snippet = arbitrarySnippet({ tags: ['a'] });
      expect(updateSnippet(snippet, { tags: ['a'], name: snippet.name }, later(1))).toEqual(E.right(snippet));
    });
  });
});
