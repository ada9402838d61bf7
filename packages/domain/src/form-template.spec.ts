import * as E from 'fp-ts/Either';
import { arbitraryTenantId } from '@quire/testing/builders/accounts';
import { T0, later } from '@quire/testing/builders/instants';
import { arbitraryAnalysis, arbitraryFile, arbitraryFormTemplate } from '@quire/testing/builders/library';
import { createFormTemplate, updateFormTemplate } from './form-template';
import { formTemplateId } from './library-ids';

const TENANT = arbitraryTenantId();

describe('form template', () => {
  describe('when created', () => {
    it('is file version 1 and resource version 1, with its first file version', () => {
      const file = arbitraryFile();
      const analysis = arbitraryAnalysis({ fields: [{ name: 'client_name', alias: 'client_name', occurrences: 2 }] });
      const created = createFormTemplate({ id: formTemplateId('t1'), tenantId: TENANT, name: ' Lease ', tags: ['housing'], content: { file, analysis }, now: T0 });
      expect(created).toEqual(
        E.right({
          template: expect.objectContaining({ name: 'Lease', tags: ['housing'], file, analysis, fileVersion: 1, version: 1 }),
          firstVersion: { templateId: 't1', tenantId: TENANT, number: 1, file, analysis, createdAt: T0 },
        }),
      );
    });
    it('reports metadata and file problems together', () => {
      expect(createFormTemplate({ id: formTemplateId('t1'), tenantId: TENANT, name: '', tags: [''], content: { file: arbitraryFile({ size: -1 }), analysis: arbitraryAnalysis() }, now: T0 })).toEqual(
        E.left({
          _tag: 'InvalidFields',
          problems: [
            expect.objectContaining({ field: 'name' }),
            expect.objectContaining({ field: 'tags[0]' }),
            expect.objectContaining({ field: 'file.size' }),
          ],
        }),
      );
    });
  });

  describe('when a new file is uploaded', () => {
    const template = arbitraryFormTemplate({ fileVersion: 3, version: 7 });
    const file = arbitraryFile();
    const updated = updateFormTemplate(template, { content: { file, analysis: arbitraryAnalysis() } }, later(1));

    it('becomes file version n+1 and the resource gets one new version', () => {
      expect(updated).toEqual(E.right(expect.objectContaining({ template: expect.objectContaining({ file, fileVersion: 4, version: 8, updatedAt: later(1) }) })));
    });
    it('answers the new file version, to be kept beside the earlier ones', () => {
      expect(updated).toEqual(E.right(expect.objectContaining({ newVersion: expect.objectContaining({ number: 4, file, templateId: template.id, createdAt: later(1) }) })));
    });
  });

  describe('when the same bytes are uploaded again', () => {
    it('is still a new file version (analysed against today\'s vocabulary)', () => {
      const template = arbitraryFormTemplate();
      expect(updateFormTemplate(template, { content: { file: template.file, analysis: template.analysis } }, later(1))).toEqual(
        E.right(expect.objectContaining({ template: expect.objectContaining({ fileVersion: 2, version: 2 }) })),
      );
    });
  });

  describe('when only metadata changes', () => {
    it('keeps the file version and adds none', () => {
      const template = arbitraryFormTemplate({ fileVersion: 2 });
      expect(updateFormTemplate(template, { description: 'For tenants' }, later(1))).toEqual(
        E.right({ template: expect.objectContaining({ description: 'For tenants', fileVersion: 2, version: 2 }), newVersion: null }),
      );
    });
  });

  describe('when nothing changes', () => {
    it('is the same template', () => {
      const template = arbitraryFormTemplate({ tags: ['a'] });
      expect(updateFormTemplate(template, { name: template.name, tags: ['a'] }, later(1))).toEqual(E.right({ template, newVersion: null }));
    });
  });
});
