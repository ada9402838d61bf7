import { documentLibraryWorld, file, principalOf } from '../../../test/document-library-world';
import { left, right } from '../../../test/in-memory-world';
import { createFormTemplate } from '../form-templates/create-form-template';
import { createSnippet } from './create-snippet';
import { updateSnippet } from './update-snippet';

const me = principalOf('tenant-a');

const setUp = async () => {
  const { adapters, deps } = documentLibraryWorld();
  const snippet = await right(createSnippet(deps)({ principal: me, name: 'Signature', source: { kind: 'text', text: 'Signed by {{client_name}}' } }));
  const template = await right(createFormTemplate(deps)({ principal: me, name: 'Lease', file: file('Lease {{> Signature}}') }));
  return { adapters, deps, snippet, template, update: updateSnippet(deps) };
};

describe('updateSnippet', () => {
  describe('when a template inserts the snippet by its name', () => {
    it('refuses a rename with SnippetInUse naming the template', async () => {
      const { snippet, template, update } = await setUp();
      const error = await left(update({ principal: me, id: snippet.id, expectedVersions: null, patch: { name: 'Autograph' }, source: null, force: false }));
      expect(error).toMatchObject({ _tag: 'SnippetInUse', usage: { templates: [{ id: template.id, via: ['Signature'] }] } });
    });

    it('renames when forced', async () => {
      const { snippet, update } = await setUp();
      const renamed = await right(update({ principal: me, id: snippet.id, expectedVersions: null, patch: { name: 'Autograph' }, source: null, force: true }));
      expect(renamed).toMatchObject({ name: 'Autograph', version: 2 });
    });

    it('allows a change of case only, and new content', async () => {
      const { adapters, snippet, update } = await setUp();
      const changed = await right(update({ principal: me, id: snippet.id, expectedVersions: [1], patch: { name: 'SIGNATURE' }, source: { kind: 'text', text: 'Signed.' }, force: false }));
      expect(changed).toMatchObject({ name: 'SIGNATURE', version: 2, text: 'Signed.' });
      expect(changed.file.sha256).not.toBe(snippet.file.sha256);
      expect(await right(adapters.blobs.has(changed.file.sha256))).toBe(true);
    });
  });

  describe('when If-Match names another version', () => {
    it('answers VersionMismatch', async () => {
      const { snippet, update } = await setUp();
      expect(await left(update({ principal: me, id: snippet.id, expectedVersions: [7], patch: { description: 'x' }, source: null, force: false }))).toMatchObject({
        _tag: 'VersionMismatch',
        current: 1,
      });
    });
  });

  describe('when nothing changes', () => {
    it('answers the same snippet without a new version', async () => {
      const { snippet, update } = await setUp();
      expect(await right(update({ principal: me, id: snippet.id, expectedVersions: null, patch: { name: 'Signature' }, source: null, force: false }))).toEqual(snippet);
    });
  });

  describe('when new content would include the snippet itself', () => {
    it('answers SnippetCycle', async () => {
      const { snippet, update } = await setUp();
      expect(await left(update({ principal: me, id: snippet.id, expectedVersions: null, patch: {}, source: { kind: 'text', text: '{{> signature}}' }, force: false }))).toEqual({
        _tag: 'SnippetCycle',
        cycle: ['Signature', 'Signature'],
      });
    });
  });
});
