import { LibreOfficePdfConverter } from '@quire/adapter-pdf-libreoffice/libreoffice-pdf-converter';
import { readPdfForm } from '@quire/pdf-forms/form/read-form';
import { everyKindForm } from '@quire/pdf-forms/test/form-fixtures';
import { pdfBookmarks, pdfText } from '@quire/pdf-forms/test/poppler';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import * as E from 'fp-ts/Either';
import { zipEntries } from '../../test/generated-text';
import { type Harness, startHarness } from '../../test/http-harness';

jest.setTimeout(180_000);

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The text of a PDF with its runs of white space as one space (pdftotext keeps the page's layout). */
const textOf = (bytes: Uint8Array): string => pdfText(bytes).replace(/\s+/g, ' ');

describe('generation from PDF form templates', () => {
  let h: Harness;
  let converter: LibreOfficePdfConverter;
  let key = '';
  let formId = '';
  beforeAll(async () => {
    converter = new LibreOfficePdfConverter({ poolSize: 1 });
    expect(converter.available()).toBe(true);
    expect(await converter.warmUp()()).toStrictEqual(E.right(undefined));
    h = await startHarness({ pdf: converter });
    const me = await h.member();
    key = me.secret;
    const alias = async (body: Record<string, unknown>) => expect((await h.request('POST', '/v1/Aliases', { key, json: body })).status).toBe(201);
    await alias({ name: 'applicant_name', type: 'text', synonyms: ['applicant.name'] });
    await alias({ name: 'address', type: 'text', synonyms: ['applicant.address'] });
    await alias({ name: 'city', type: 'date' });
    await alias({ name: 'agrees', type: 'boolean', synonyms: ['agree'] });
    await alias({ name: 'colour', type: 'choice', choices: ['red', 'green', 'blue'] });
    await alias({ name: 'country', type: 'text' });
    const created = await h.request('POST', '/v1/FormTemplates?name=Application', { key, body: await everyKindForm(), headers: { 'Content-Type': PDF } });
    expect(created.status).toBe(201);
    formId = created.json().id;
  });
  afterAll(async () => {
    h.expectNoLeakedSecrets();
    await h.close();
    await converter.close();
  });

  const data = { applicant_name: 'Zażółć Gęślą Jaźń', address: 'İstanbul Caddesi 5\n東京都千代田区', city: '2026-03-05', agrees: true, colour: 'GREEN', country: 'Japan' };

  it('fills every kind of field from the data (by alias and synonym, formatted by type) and flattens: the text in three scripts reads back', async () => {
    const response = await h.request('POST', `/v1/FormTemplates/${formId}/Generate`, { key, json: { data } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PDF);
    expect(response.headers.get('content-disposition')).toContain('Application.pdf');
    const text = textOf(response.bytes);
    expect(text).toContain('Zażółć Gęślą Jaźń');
    expect(text).toContain('İstanbul Caddesi 5');
    expect(text).toContain('東京都千代田区');
    // A date alias is written out in the request's locale.
    expect(text).toContain('March 5, 2026');
    expect(text).not.toContain('?');
    const read = await readPdfForm(response.bytes);
    expect(read.ok && read.value.fields).toEqual([]);
    const warnings = JSON.parse(response.headers.get('quire-warnings') ?? '[]');
    expect(warnings.map((warning: { name: string }) => warning.name)).toEqual(expect.arrayContaining(['languages']));
  });

  it('keeps the form fillable with flatten: false, its fields holding the values', async () => {
    const response = await h.request('POST', `/v1/FormTemplates/${formId}/Generate`, { key, json: { data, flatten: false } });
    expect(response.status).toBe(200);
    const read = await readPdfForm(response.bytes);
    expect(read.ok && read.value.fields.map((field) => field.name)).toEqual(expect.arrayContaining(['applicant.name', 'agree', 'colour', 'country']));
    expect(textOf(response.bytes)).toContain('Zażółć Gęślą Jaźń');
  });

  it('refuses a value a field cannot take: 422 field_value_invalid naming the field', async () => {
    const response = await h.request('POST', `/v1/FormTemplates/${formId}/Generate`, { key, json: { data: { ...data, applicant_name: 'x'.repeat(41) } } });
    expect(response.status).toBe(422);
    expect(response.json()).toMatchObject({ code: 'field_value_invalid', field: 'applicant.name', reason: 'too_long' });
  });

  it('asks the interview questions of its fields: aliases as they say, other fields by their kind', async () => {
    const response = await h.request('GET', `/v1/FormTemplates/${formId}/Interview`, { key });
    expect(response.status).toBe(200);
    const questions = Object.fromEntries(response.json().questions.map((question: { alias: string }) => [question.alias, question]));
    expect(questions['applicant_name']).toMatchObject({ type: 'text', required: true });
    expect(questions['agrees']).toMatchObject({ type: 'boolean' });
    expect(questions['colour']).toMatchObject({ type: 'choice', choices: ['red', 'green', 'blue'] });
    expect(questions['languages']).toMatchObject({ type: 'list', choices: ['Polish', 'Turkish', 'Japanese'] });
    expect(questions['office.reference']).toBeUndefined();
  });

  it('merges a packet of a .docx and a PDF form into one PDF with a bookmark per template', async () => {
    const letter = await h.request('POST', '/v1/FormTemplates?name=Cover%20letter', { key, body: paragraphsDocx('Dear {{applicant_name}},', 'Please find the form enclosed.'), headers: { 'Content-Type': DOCX } });
    expect(letter.status).toBe(201);
    const response = await h.request('POST', '/v1/FormTemplates/Generate', { key, json: { templateIds: [letter.json().id, formId], bundle: 'merged', data } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PDF);
    expect(pdfBookmarks(response.bytes)).toEqual([
      { page: 1, title: 'Cover letter' },
      { page: 2, title: 'Application' },
    ]);
    const text = textOf(response.bytes);
    expect(text).toContain('Dear Zażółć Gęślą Jaźń,');
    expect(text).toContain('東京都千代田区');
    const zip = await h.request('POST', '/v1/FormTemplates/Generate', { key, json: { templateIds: [letter.json().id, formId], data } });
    expect(Object.keys(zipEntries(zip.bytes)).sort()).toEqual(['Application.pdf', 'Cover letter.docx']);
  });

  it('fills one PDF per item of a batch', async () => {
    const submitted = await h.request('POST', `/v1/FormTemplates/${formId}/Batches`, { key, json: { items: [data, { ...data, applicant_name: 'Ayşe Yılmaz' }], fileName: '{{applicant_name}}' } });
    expect(submitted.status).toBe(202);
    const download = await h.request('GET', `/v1/Jobs/${submitted.json().id}/Download`, { key });
    expect(download.status).toBe(200);
    const entries = zipEntries(download.bytes);
    expect(Object.keys(entries).sort()).toEqual(['Ayşe Yılmaz.pdf', 'Zażółć Gęślą Jaźń.pdf', 'errors.csv']);
    expect(new TextDecoder().decode(entries['errors.csv']).trim().split('\n')).toHaveLength(1);
    expect(textOf(entries['Ayşe Yılmaz.pdf'] ?? new Uint8Array())).toContain('Ayşe Yılmaz');
  });
});
