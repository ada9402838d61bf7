import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { TenantId } from '@quire/domain/ids';
import { formTemplateId } from '@quire/domain/library/library-ids';
import type { TemplateSearch } from '@quire/ports/library/form-template-repository';
import * as O from 'fp-ts/Option';
import { analysisUsing, arbitraryFile, arbitraryFormTemplate, templateVersionOf, withNewFile } from '../builders/library';
import { type MakeLibraryStores, useLibraryResource } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectLeft, expectRight } from './run-task';
import { searchBehaviour } from './search-behaviour';
import { versionedBehaviour } from './versioned-behaviour';
import { uniqueNameBehaviour } from './unique-name-behaviour';

/** The behaviour every FormTemplateRepository adapter must have. */
export const formTemplateRepositoryContract = (make: MakeLibraryStores): void => {
  describe('FormTemplateRepository contract', () => {
    const { stores, repository: templates, given: givenTemplate, stored, itKeepsEveryField } = useLibraryResource(make, (s) => s.templates, (repository, template: FormTemplate) => repository.insert(template, templateVersionOf(template)), arbitraryFormTemplate);
    const search = async (tenantId: TenantId, query: Partial<TemplateSearch>) =>
      (await expectRight(templates().search(tenantId, { q: null, aliasKeys: null, tag: null, limit: 100, after: null, ...query }))).items.map((template) => template.name);

    describe('when a template is inserted', () => {
      itKeepsEveryField(
        'is found by id and by name (ignoring case) with its current file and analysis',
        () => ({
          name: 'Lease Agreement',
          description: 'Residential',
          tags: ['Lease', 'Housing'],
          file: arbitraryFile({ fileName: 'lease.docx', size: 45678 }),
          analysis: analysisUsing({ fields: ['tenant_name'], repeats: ['occupants'] }),
          createdAt: new Date('2026-03-03T03:03:03.333Z'),
          updatedAt: new Date('2026-03-03T03:03:03.333Z'),
        }),
        async (template) => {
          expect(await expectRight(templates().findByName(template.tenantId, 'LEASE agreement '))).toEqual(O.some(template));
          expect(await expectRight(templates().listVersions(template.tenantId, template.id))).toEqual([templateVersionOf(template)]);
        },
      );
    });

    describe('file versions', () => {
      it('keeps every earlier version when a new file is uploaded, and answers the new one as current', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenTemplate(tenantId, { analysis: analysisUsing({ fields: ['old_field'] }) });
        const second = withNewFile(first, { analysis: analysisUsing({ fields: ['new_field'] }) });
        await expectRight(templates().update(second.template, second.newVersion));
        const third = withNewFile(second.template);
        await expectRight(templates().update(third.template, third.newVersion));
        expect(await stored(first)).toEqual(O.some(third.template));
        expect(await expectRight(templates().listVersions(tenantId, first.id))).toEqual([templateVersionOf(first), second.newVersion, third.newVersion]);
        expect(await expectRight(templates().findVersion(tenantId, first.id, 1))).toEqual(O.some(templateVersionOf(first)));
        expect(await expectRight(templates().findVersion(tenantId, first.id, 2))).toEqual(O.some(second.newVersion));
        expect(await expectRight(templates().findVersion(tenantId, first.id, 4))).toEqual(O.none);
      });

      it('changes only metadata when no file comes with the update', async () => {
        const tenantId = await givenTenant(stores());
        const template = await givenTemplate(tenantId);
        const renamed = { ...template, name: 'Renamed', tags: ['t'], description: 'd', version: 2, updatedAt: new Date('2026-04-04T00:00:00.004Z') };
        await expectRight(templates().update(renamed, null));
        expect(await stored(template)).toEqual(O.some(renamed));
        expect(await expectRight(templates().listVersions(tenantId, template.id))).toEqual([templateVersionOf(template)]);
      });

      it('deletes every version with the template', async () => {
        const tenantId = await givenTenant(stores());
        const template = await givenTemplate(tenantId);
        const next = withNewFile(template);
        await expectRight(templates().update(next.template, next.newVersion));
        await expectRight(templates().delete(tenantId, template.id, 2));
        expect(await stored(template)).toEqual(O.none);
        expect(await expectRight(templates().listVersions(tenantId, template.id))).toEqual([]);
        expect(await expectRight(templates().findVersion(tenantId, template.id, 1))).toEqual(O.none);
      });

      it('answers no versions for an unknown template', async () => {
        const tenantId = await givenTenant(stores());
        expect(await expectRight(templates().listVersions(tenantId, formTemplateId('no-such-template')))).toEqual([]);
      });
    });

    uniqueNameBehaviour<FormTemplate>(stores, {
      resource: 'FormTemplate',
      repository: (s) => ({
        insert: (template) => s.templates.insert(template, templateVersionOf(template)),
        update: (template) => s.templates.update(template, null),
        delete: (tenantId, id, version) => s.templates.delete(tenantId, id, version),
        findById: (tenantId, id) => s.templates.findById(tenantId, id),
        findByName: (tenantId, name) => s.templates.findByName(tenantId, name),
      }),
      arbitrary: (tenantId, name) => arbitraryFormTemplate({ tenantId, name }),
    });

    describe('names and file versions', () => {
      it('keeps no file version of an insert or a new file refused for its name', async () => {
        const tenantId = await givenTenant(stores());
        const first = await givenTemplate(tenantId, { name: 'Lease' });
        const clash = arbitraryFormTemplate({ tenantId, name: ' LEASE' });
        expect(await expectLeft(templates().insert(clash, templateVersionOf(clash)))).toMatchObject({ _tag: 'NameTaken', takenBy: first.id });
        expect(await expectRight(templates().listVersions(tenantId, clash.id))).toEqual([]);
        const other = await givenTemplate(tenantId);
        const next = withNewFile({ ...other, name: 'lease' });
        expect(await expectLeft(templates().update(next.template, next.newVersion))).toMatchObject({ _tag: 'NameTaken', takenBy: first.id });
        expect(await expectRight(templates().listVersions(tenantId, other.id))).toEqual([templateVersionOf(other)]);
      });
    });

    describe('optimistic concurrency', () => {
      it('refuses a stale update that brings a file, and keeps the versions', async () => {
        const tenantId = await givenTenant(stores());
        const template = await givenTemplate(tenantId);
        await expectRight(templates().update({ ...template, description: 'first', version: 2 }, null));
        const stale = withNewFile(template);
        expect(await expectLeft(templates().update(stale.template, stale.newVersion))).toEqual({ _tag: 'VersionConflict', expected: 1 });
        expect(await expectRight(templates().listVersions(tenantId, template.id))).toHaveLength(1);
      });
    });

    describe('another tenant', () => {
      it('can neither read the template\'s versions nor add one', async () => {
        const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
        const template = await givenTemplate(mine);
        expect(await expectRight(templates().listVersions(theirs, template.id))).toEqual([]);
        expect(await expectRight(templates().findVersion(theirs, template.id, 1))).toEqual(O.none);
        const hijack = withNewFile({ ...template, tenantId: theirs });
        expect(await expectLeft(templates().update(hijack.template, hijack.newVersion))).toEqual({ _tag: 'VersionConflict', expected: 1 });
        expect(await expectRight(templates().listVersions(mine, template.id))).toEqual([templateVersionOf(template)]);
      });
    });

    versionedBehaviour<FormTemplate>(stores, {
      repository: (s) => ({
        insert: (template) => s.templates.insert(template, templateVersionOf(template)),
        update: (template) => s.templates.update(template, null),
        delete: (tenantId, id, version) => s.templates.delete(tenantId, id, version),
        findById: (tenantId, id) => s.templates.findById(tenantId, id),
      }),
      arbitrary: (tenantId) => arbitraryFormTemplate({ tenantId }),
      changed: (template) => ({ ...template, description: 'Changed', tags: ['changed'], version: template.version + 1 }),
    });

    describe('searching', () => {
      it('matches q in the description and the tags', async () => {
        const tenantId = await givenTenant(stores());
        await givenTemplate(tenantId, { name: 't1', description: 'For LEASES' });
        await givenTemplate(tenantId, { name: 't2', tags: ['Leases'] });
        await givenTemplate(tenantId, { name: 't3' });
        expect(await search(tenantId, { q: 'lease' })).toEqual(['t1', 't2']);
      });

      it('filters by tag ignoring case', async () => {
        const tenantId = await givenTenant(stores());
        await givenTemplate(tenantId, { name: 't1', tags: ['Court', 'Family'] });
        await givenTemplate(tenantId, { name: 't2', tags: ['courts'] });
        expect(await search(tenantId, { tag: 'COURT' })).toEqual(['t1']);
      });

      it('filters by the alias keys the current version uses as a field, condition or repeat', async () => {
        const tenantId = await givenTenant(stores());
        await givenTemplate(tenantId, { name: 'field', analysis: analysisUsing({ fields: ['Client_Name'] }) });
        await givenTemplate(tenantId, { name: 'condition', analysis: analysisUsing({ reads: ['ClientName'] }) });
        await givenTemplate(tenantId, { name: 'repeat', analysis: analysisUsing({ repeats: ['client_name'] }) });
        await givenTemplate(tenantId, { name: 'snippet', analysis: analysisUsing({ snippets: ['client_name'] }) });
        await givenTemplate(tenantId, { name: 'other', analysis: analysisUsing({ fields: ['client_name_2'] }) });
        const old = await givenTemplate(tenantId, { name: 'old', analysis: analysisUsing({ fields: ['client_name'] }) });
        const next = withNewFile(old, { analysis: analysisUsing({ fields: ['something_else'] }) });
        await expectRight(templates().update(next.template, next.newVersion));
        expect(await search(tenantId, { aliasKeys: ['client_name', 'clientname'] })).toEqual(['condition', 'field', 'repeat']);
        expect(await search(tenantId, { aliasKeys: ['client_name'], q: 'fie' })).toEqual(['field']);
        expect(await search(tenantId, { aliasKeys: [] })).toEqual([]);
      });
    });

    searchBehaviour(stores, {
      given: (_stores, tenantId, name) => givenTemplate(tenantId, { name }),
      search: (s, tenantId, request) => expectRight(s.templates.search(tenantId, { ...request, aliasKeys: null, tag: null })),
      remove: async (s, template) => expectRight(s.templates.delete(template.tenantId, template.id, template.version)),
    });
  });
};
