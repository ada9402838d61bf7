import { aliasId } from '@quire/domain/library/library-ids';
import { arbitraryAlias } from '@quire/testing/builders/library';
import { tenantId } from '@quire/domain/ids';
import { documentLibraryWorld, file, principalOf } from '../../../test/document-library-world';
import { left, right } from '../../../test/in-memory-world';
import { analyseDocument } from './analyse-document';
import { createFormTemplate } from './create-form-template';
import { downloadFormTemplate } from './download-form-template';
import { downloadFormTemplateVersion } from './download-form-template-version';
import { listFormTemplateVersions } from './list-form-template-versions';
import { searchFormTemplates } from './search-form-templates';
import { updateFormTemplate } from './update-form-template';
import { deleteFormTemplate } from './delete-form-template';

const me = principalOf('tenant-a');

const setUp = async () => {
  const { adapters, deps } = documentLibraryWorld();
  const template = await right(createFormTemplate(deps)({ principal: me, name: 'Lease', tags: ['housing'], file: file('Lease for {{ClientName}}', 'lease.docx') }));
  return { adapters, deps, template };
};

describe('form templates', () => {
  describe('updateFormTemplate with a new file', () => {
    it('adds file version 2 and keeps version 1 downloadable, byte for byte', async () => {
      const { deps, template } = await setUp();
      const updated = await right(updateFormTemplate(deps)({ principal: me, id: template.id, expectedVersions: [1], patch: {}, file: file('Lease v2') }));
      expect(updated).toMatchObject({ version: 2, fileVersion: 2 });
      expect((await right(listFormTemplateVersions(deps)({ principal: me, id: template.id }))).versions.map((version) => version.number)).toEqual([1, 2]);
      const first = await right(downloadFormTemplateVersion(deps)({ principal: me, id: template.id, number: 1 }));
      expect(Buffer.from(first.bytes).toString('utf8')).toBe('Lease for {{ClientName}}');
      expect(first.fileName).toBe('Lease.docx');
      const current = await right(downloadFormTemplate(deps)({ principal: me, id: template.id }));
      expect(Buffer.from(current.bytes).toString('utf8')).toBe('Lease v2');
      expect(await left(downloadFormTemplateVersion(deps)({ principal: me, id: template.id, number: 3 }))).toMatchObject({ _tag: 'NotFound' });
    });

    it('refuses a file with errors and keeps the template as it was', async () => {
      const { deps, template } = await setUp();
      expect(await left(updateFormTemplate(deps)({ principal: me, id: template.id, expectedVersions: null, patch: { name: 'New' }, file: file('{{!bad}}') }))).toMatchObject({
        _tag: 'DocumentInvalid',
      });
      expect((await right(listFormTemplateVersions(deps)({ principal: me, id: template.id }))).versions.map((version) => version.number)).toEqual([1]);
    });
  });

  describe('searchFormTemplates by alias', () => {
    it('finds templates that write any name of the alias named by a synonym', async () => {
      const { adapters, deps, template } = await setUp();
      await right(adapters.aliases.insert(arbitraryAlias({ id: aliasId('a1'), tenantId: tenantId('tenant-a'), name: 'client_name', synonyms: ['ClientName', 'Petitioner'] })));
      const search = searchFormTemplates(deps);
      const page = await right(search({ principal: me, query: { q: null, alias: 'petitioner', tag: null, limit: 25, after: null } }));
      expect(page.items.map((item) => item.id)).toEqual([template.id]);
      expect((await right(search({ principal: me, query: { q: null, alias: 'other', tag: null, limit: 25, after: null } }))).items).toEqual([]);
      expect((await right(search({ principal: me, query: { q: ' LEA ', alias: null, tag: 'HOUSING', limit: 25, after: null } }))).items).toHaveLength(1);
    });
  });

  describe('analyseDocument', () => {
    it('answers the diagnostics of a file with errors and saves nothing', async () => {
      const { adapters, deps } = await setUp();
      const before = await right(adapters.blobs.listOlderThan(new Date('2100-01-01')));
      const read = await right(analyseDocument(deps)({ principal: me, bytes: Buffer.from('{{!bad}}') }));
      expect(read.analysis.diagnostics).toMatchObject([{ severity: 'error', code: 'bad_tag' }]);
      expect(await right(adapters.blobs.listOlderThan(new Date('2100-01-01')))).toEqual(before);
    });
  });

  describe('the events of template writes', () => {
    it('publishes template.created, template.updated and template.deleted with the public fields only', async () => {
      const { adapters, deps, template } = await setUp();
      await right(updateFormTemplate(deps)({ principal: me, id: template.id, expectedVersions: null, patch: { description: 'Residential' }, file: null }));
      await right(deleteFormTemplate(deps)({ principal: me, id: template.id, expectedVersions: null }));
      expect(adapters.events.events.map((event) => [event.type, event.tenantId, event.data['id']])).toEqual([
        ['template.created', me.tenantId, template.id],
        ['template.updated', me.tenantId, template.id],
        ['template.deleted', me.tenantId, template.id],
      ]);
      expect(Object.keys(adapters.events.events[0]?.data ?? {}).sort()).toEqual(['fileName', 'fileVersion', 'id', 'name', 'sha256', 'size', 'updatedAt', 'version']);
    });

    it('publishes nothing for an update that changes nothing', async () => {
      const { adapters, deps, template } = await setUp();
      await right(updateFormTemplate(deps)({ principal: me, id: template.id, expectedVersions: null, patch: { name: 'Lease' }, file: null }));
      expect(adapters.events.events.map((event) => event.type)).toEqual(['template.created']);
    });
  });
});
