import { PDF } from '@libpdf/core';
import { everyKindForm, scriptChoicesForm } from '../../test/form-fixtures';
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

    it('reports a character no font has, and draws it as a missing glyph, never "?"', async () => {
      const { bytes, missingGlyphs } = await filled({ city: 'Abydos 𓀀' });
      expect(missingGlyphs).toEqual(['𓀀']);
      expect(pdfText(bytes)).toContain('Abydos');
      expect(pdfText(bytes)).not.toContain('?');
    });

    it('embeds subsets of the fonts, so the file stays small', async () => {
      const { bytes } = await filled({ 'applicant.name': 'Łódź', 'applicant.address': '東京都' });
      expect(bytes.byteLength).toBeLessThan(200_000);
      const fonts = pdfFonts(bytes);
      expect(fonts).toMatch(/[A-Z]{6}\+DejaVuSans/);
      expect(fonts).toMatch(/[A-Z]{6}\+NotoSansJP/);
    });
  });

  describe('when the options of a choice are in three scripts', () => {
    it('shows the chosen option of a combo box and the options of a list box as text', async () => {
      const result = await fillPdfForm(await scriptChoicesForm(), { city: '東京', cities: 'İstanbul' });
      if (!result.ok) throw new Error(result.error.message);
      const text = pdfText(result.value.bytes);
      expect(text).toContain('東京');
      expect(text).toContain('Łódź');
      expect(text).toContain('İstanbul');
      expect(text).not.toContain('?');
    });

    it('refuses two options for a list box that takes one', async () => {
      const result = await fillPdfForm(await scriptChoicesForm(), { cities: ['Łódź', '東京'] });
      expect(result.ok ? undefined : result.error).toMatchObject({ code: 'field_value_invalid', field: 'cities', reason: 'multiple_values' });
    });

    it('keeps the chosen values when the form stays fillable', async () => {
      const result = await fillPdfForm(await scriptChoicesForm(), { city: 'Łódź', cities: ['東京'] }, { flatten: false });
      if (!result.ok) throw new Error(result.error.message);
      const form = (await PDF.load(result.value.bytes)).getForm();
      expect(form?.getDropdown('city')?.getValue()).toBe('Łódź');
      expect(form?.getListBox('cities')?.getValue()).toEqual(['東京']);
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
      ['an option a list box does not have', { languages: ['Polish', 'Klingon'] }, 'not_an_option'],
      ['a value a checkbox does not export', { agree: 'On' }, 'not_an_option'],
    ])('refuses %s, naming the field', async (_, values, reason) => {
      const result = await fillPdfForm(await everyKindForm(), values);
      expect(result.ok ? undefined : result.error).toMatchObject({ code: 'field_value_invalid', reason, field: Object.keys(values)[0] });
    });
  });

  it('flattens a field on a page that had no content of its own', async () => {
    const pdf = PDF.create();
    const page = pdf.addPage({ size: 'a4' });
    await page.drawField(pdf.getOrCreateForm().createTextField('only', { fontSize: 12 }), { x: 50, y: 700, width: 300, height: 24 });
    const result = await fillPdfForm(await pdf.save(), { only: 'Zażółć gęślą jaźń' });
    if (!result.ok) throw new Error(result.error.message);
    expect(pdfText(result.value.bytes)).toContain('Zażółć gęślą jaźń');
  });

  it('reports the names the form does not have, and fills the others', async () => {
    const result = await filled({ nickname: 'JK', city: 'Kraków' });
    expect(result.unknownFields).toEqual(['nickname']);
    expect(pdfText(result.bytes)).toContain('Kraków');
  });
});
