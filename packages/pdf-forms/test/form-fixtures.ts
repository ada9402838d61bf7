import { PDF, PdfNumber } from '@libpdf/core';

/**
 * A form with every kind of field, built with the PDF library: text (one line with a maximum
 * length, multi-line, required), a checkbox, a radio group, a combo box, a list box, a read-only
 * field, spread over two pages with printed labels.
 */
export const everyKindForm = async (): Promise<Uint8Array> => {
  const pdf = PDF.create();
  const first = pdf.addPage({ size: 'a4' });
  const second = pdf.addPage({ size: 'a4' });
  first.drawText('Application form', { x: 50, y: 790, size: 14 });
  second.drawText('Second page', { x: 50, y: 790, size: 14 });
  const form = pdf.getOrCreateForm();
  await first.drawField(form.createTextField('applicant.name', { fontSize: 11, maxLength: 40 }), { x: 50, y: 700, width: 400, height: 22 });
  await first.drawField(form.createTextField('applicant.address', { multiline: true, fontSize: 10 }), { x: 50, y: 600, width: 400, height: 70 });
  await first.drawField(form.createTextField('city', { fontSize: 0 }), { x: 50, y: 560, width: 250, height: 22 });
  await first.drawField(form.createCheckbox('agree', { onValue: 'Yes' }), { x: 50, y: 520, width: 14, height: 14 });
  const colour = form.createRadioGroup('colour', { options: ['red', 'green', 'blue'] });
  for (const [index, option] of ['red', 'green', 'blue'].entries()) await second.drawField(colour, { x: 50 + index * 40, y: 700, width: 14, height: 14, option });
  await second.drawField(form.createDropdown('country', { options: ['Poland', 'Turkey', 'Japan'], fontSize: 11 }), { x: 50, y: 640, width: 200, height: 22 });
  await second.drawField(form.createListbox('languages', { options: ['Polish', 'Turkish', 'Japanese'], multiSelect: true, fontSize: 10 }), { x: 50, y: 540, width: 200, height: 60 });
  const reference = form.createTextField('office.reference', { fontSize: 10, defaultValue: 'R-1' });
  await second.drawField(reference, { x: 50, y: 480, width: 200, height: 22 });
  reference.getDict().set('Ff', PdfNumber.of(1));
  form.getTextField('applicant.name')?.getDict().set('Ff', PdfNumber.of(2));
  return pdf.save();
};

/** A form of `pages` pages with `fieldsPerPage` one-line text fields each (the benchmark's form). */
export const textFieldsForm = async (pages: number, fieldsPerPage: number): Promise<Uint8Array> => {
  const pdf = PDF.create();
  const form = pdf.getOrCreateForm();
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage({ size: 'a4' });
    page.drawText(`Page ${p + 1}`, { x: 50, y: 800, size: 12 });
    for (let f = 0; f < fieldsPerPage; f++) {
      const column = f % 2;
      const row = Math.floor(f / 2);
      await page.drawField(form.createTextField(`p${p + 1}.field${f + 1}`, { fontSize: 9 }), { x: 40 + column * 270, y: 770 - row * 30, width: 250, height: 18 });
    }
  }
  return pdf.save();
};

/** The every-kind form encrypted with a user password (or only an owner password, restricting edits). */
export const encryptedForm = async (passwords: { userPassword?: string; ownerPassword: string }): Promise<Uint8Array> => {
  const pdf = await PDF.load(await everyKindForm());
  pdf.setProtection(passwords);
  return pdf.save();
};

/** The every-kind form with an XFA description beside its AcroForm fields (a hybrid form). */
export const hybridXfaForm = async (): Promise<Uint8Array> => {
  const pdf = await PDF.load(await everyKindForm());
  const xfa = pdf.createStream({}, new TextEncoder().encode('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"></xdp:xdp>'));
  pdf.getForm()?.acroForm().getDict().set('XFA', xfa);
  return pdf.save();
};

/** A combo box and a list box whose options are in Polish, Turkish and Japanese. */
export const scriptChoicesForm = async (): Promise<Uint8Array> => {
  const pdf = PDF.create();
  const page = pdf.addPage({ size: 'a4' });
  page.drawText('Choices', { x: 50, y: 790, size: 14 });
  const form = pdf.getOrCreateForm();
  const options = ['Łódź', 'İstanbul', '東京'];
  await page.drawField(form.createDropdown('city', { options, fontSize: 11 }), { x: 50, y: 700, width: 200, height: 22 });
  await page.drawField(form.createListbox('cities', { options, fontSize: 10 }), { x: 50, y: 600, width: 200, height: 60 });
  return pdf.save();
};
