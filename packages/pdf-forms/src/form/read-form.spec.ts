import { pdfXfaOnly } from '@quire/testing/hostile/hostile-pdfs';
import { PDF } from '@libpdf/core';
import { encryptedForm, everyKindForm, hybridXfaForm, textFieldsForm } from '../../test/form-fixtures';
import { pdfText } from '../../test/poppler';
import { fillPdfForm } from '../fill/fill-form';
import { readPdfForm } from './read-form';

const described = async (bytes: Uint8Array) => {
  const result = await readPdfForm(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('readPdfForm', () => {
  it('lists every kind of field with what a value must be, and the page count', async () => {
    const form = await described(await everyKindForm());
    expect(form.pageCount).toBe(2);
    expect(form.hasXfa).toBe(false);
    expect(form.fields).toEqual([
      { name: 'applicant.name', kind: 'text', maxLength: 40, multiline: false, required: true, readOnly: false, page: 1 },
      { name: 'applicant.address', kind: 'text', multiline: true, required: false, readOnly: false, page: 1 },
      { name: 'city', kind: 'text', multiline: false, required: false, readOnly: false, page: 1 },
      { name: 'agree', kind: 'checkbox', onValue: 'Yes', required: false, readOnly: false, page: 1 },
      { name: 'colour', kind: 'radio', options: ['red', 'green', 'blue'], required: false, readOnly: false, page: 2 },
      { name: 'country', kind: 'choice', style: 'combo', options: [{ value: 'Poland', label: 'Poland' }, { value: 'Turkey', label: 'Turkey' }, { value: 'Japan', label: 'Japan' }], multiSelect: false, editable: false, required: false, readOnly: false, page: 2 },
      { name: 'languages', kind: 'choice', style: 'list', options: [{ value: 'Polish', label: 'Polish' }, { value: 'Turkish', label: 'Turkish' }, { value: 'Japanese', label: 'Japanese' }], multiSelect: true, editable: false, required: false, readOnly: false, page: 2 },
      { name: 'office.reference', kind: 'text', multiline: false, required: false, readOnly: true, page: 2 },
    ]);
  });

  it('finds the fields of a multi-page form on their pages', async () => {
    const form = await described(await textFieldsForm(4, 25));
    expect(form.pageCount).toBe(4);
    expect(form.fields).toHaveLength(100);
    expect(form.fields.filter((field) => field.page === 3)).toHaveLength(25);
  });

  it('reads a PDF without fields as a form with none', async () => {
    const pdf = PDF.create();
    pdf.addPage();
    expect(await described(await pdf.save())).toEqual({ pageCount: 1, fields: [], hasXfa: false });
  });

  describe('when the PDF cannot be used', () => {
    it('refuses a file that is not a PDF as not_a_pdf', async () => {
      const result = await readPdfForm(new TextEncoder().encode('PK\u0003\u0004 a zip'));
      expect(result).toMatchObject({ ok: false, error: { code: 'not_a_pdf' } });
    });

    it.each([
      ['a user password', { userPassword: 'open', ownerPassword: 'owner' }],
      ['only an owner password (restrictions)', { ownerPassword: 'owner' }],
    ])('refuses a PDF encrypted with %s as pdf_encrypted', async (_, passwords) => {
      expect(await readPdfForm(await encryptedForm(passwords))).toMatchObject({ ok: false, error: { code: 'pdf_encrypted' } });
    });

    it('refuses an XFA-only form as xfa_not_supported', async () => {
      expect(await readPdfForm(pdfXfaOnly())).toMatchObject({ ok: false, error: { code: 'xfa_not_supported' } });
    });

    it('refuses a file larger than the byte limit as pdf_too_large', async () => {
      expect(await readPdfForm(await everyKindForm(), { limits: { maxBytes: 1000 } })).toMatchObject({ ok: false, error: { code: 'pdf_too_large' } });
    });

    it('refuses more fields than the limit as too_many_fields', async () => {
      const bytes = await textFieldsForm(1, 10);
      expect(await readPdfForm(bytes, { limits: { maxFields: 9 } })).toMatchObject({ ok: false, error: { code: 'too_many_fields' } });
      expect((await readPdfForm(bytes, { limits: { maxFields: 10 } })).ok).toBe(true);
    });

    it('refuses more pages than the limit as too_many_pages', async () => {
      const bytes = await textFieldsForm(3, 1);
      expect(await readPdfForm(bytes, { limits: { maxPages: 2 } })).toMatchObject({ ok: false, error: { code: 'too_many_pages' } });
    });
  });

  describe('when the form is a hybrid of AcroForm and XFA', () => {
    it('reads its AcroForm fields, and filling removes the XFA', async () => {
      const bytes = await hybridXfaForm();
      const form = await described(bytes);
      expect(form.hasXfa).toBe(true);
      expect(form.fields).toHaveLength(8);
      const filled = await fillPdfForm(bytes, { city: 'Gdańsk' }, { flatten: false });
      if (!filled.ok) throw new Error(filled.error.message);
      expect((await PDF.load(filled.value.bytes)).getForm()?.acroForm().getDict().has('XFA')).toBe(false);
      expect(pdfText(filled.value.bytes)).toContain('Gdańsk');
    });
  });
});
