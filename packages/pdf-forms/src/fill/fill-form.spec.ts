import { PDF } from '@libpdf/core';
import { everyKindForm } from '../../test/form-fixtures';
import { pdfFonts, pdfText } from '../../test/poppler';
import { fillPdfForm } from './fill-form';

const filled = async (values: Parameters<typeof fillPdfForm>[1], options?: Parameters<typeof fillPdfForm>[2]) => {
  const result = await fillPdfForm(await everyKindForm(), values, options);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('fillPdfForm', () => {
  describe('when the values are in three scripts', () => {
    it('shows Polish, Turkish and Japanese as text that pdftotext reads back', async () => {
      const { bytes, missingGlyphs } = await filled({ 'applicant.name': 'Łódź İstanbul ğış', 'applicant.address': '東京都千代田区 Łódź', city: 'İzmir 大阪' });
      const text = pdfText(bytes);
      expect(text).toContain('Łódź İstanbul ğış');
      expect(text).toContain('東京都千代田区 Łódź');
      expect(text).toContain('İzmir 大阪');
      expect(text).not.toContain('?');
      expect(missingGlyphs).toEqual([]);
    });

    it('embeds subsets of the fonts, so the file stays small', async () => {
      const { bytes } = await filled({ 'applicant.name': 'Łódź', 'applicant.address': '東京都' });
      expect(bytes.byteLength).toBeLessThan(200_000);
      const fonts = pdfFonts(bytes);
      expect(fonts).toMatch(/[A-Z]{6}\+DejaVuSans/);
      expect(fonts).toMatch(/[A-Z]{6}\+NotoSansJP/);
    });
  });

  describe('when every kind of field is filled and flattened (the default)', () => {
    it('draws every value into the pages and leaves no field', async () => {
      const { bytes, filled: names } = await filled({ 'applicant.name': 'Jan Kowalski', agree: true, colour: 'green', country: 'Japan', languages: ['Polish', 'Japanese'] });
      expect(names).toEqual(['applicant.name', 'agree', 'colour', 'country', 'languages']);
      expect(pdfText(bytes)).toContain('Jan Kowalski');
      expect(pdfText(bytes)).toContain('Japan');
      const pdf = await PDF.load(bytes);
      expect(pdf.getForm()?.getFields() ?? []).toEqual([]);
    });
  });

  describe('when flatten is false', () => {
    it('keeps the fields, fillable, with their values', async () => {
      const { bytes } = await filled({ 'applicant.name': 'Łódź', agree: true, colour: 'blue', country: 'Turkey', languages: ['Turkish'], city: '東京' }, { flatten: false });
      const form = (await PDF.load(bytes)).getForm();
      expect(form?.getTextField('applicant.name')?.getValue()).toBe('Łódź');
      expect(form?.getTextField('city')?.getValue()).toBe('東京');
      expect(form?.getCheckbox('agree')?.isChecked()).toBe(true);
      expect(form?.getRadioGroup('colour')?.getValue()).toBe('blue');
      expect(form?.getDropdown('country')?.getValue()).toBe('Turkey');
      expect(form?.getListBox('languages')?.getValue()).toEqual(['Turkish']);
      expect(form?.getTextField('applicant.address')?.isReadOnly()).toBe(false);
      expect(pdfText(bytes)).toContain('東京');
    });
  });

  describe('when a value does not suit its field', () => {
    it.each([
      ['a text too long for its maximum length', { 'applicant.name': 'x'.repeat(41) }, 'too_long'],
      ['a boolean for a text field', { city: true }, 'wrong_type'],
      ['an option a radio group does not have', { colour: 'purple' }, 'not_an_option'],
      ['an option a combo box does not have', { country: 'Narnia' }, 'not_an_option'],
      ['a read-only field', { 'office.reference': 'R-2' }, 'read_only'],
    ])('refuses %s, naming the field', async (_, values, reason) => {
      const result = await fillPdfForm(await everyKindForm(), values);
      expect(result.ok ? undefined : result.error).toMatchObject({ code: 'field_value_invalid', reason, field: Object.keys(values)[0] });
    });
  });

  it('reports the names the form does not have, and fills the others', async () => {
    const result = await filled({ nickname: 'JK', city: 'Kraków' });
    expect(result.unknownFields).toEqual(['nickname']);
    expect(pdfText(result.bytes)).toContain('Kraków');
  });
});
