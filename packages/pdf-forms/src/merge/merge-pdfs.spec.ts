import { PDF } from '@libpdf/core';
import { everyKindForm, textFieldsForm } from '../../test/form-fixtures';
import { pdfBookmarks, pdfText } from '../../test/poppler';
import { fillPdfForm } from '../fill/fill-form';
import { mergePdfs } from './merge-pdfs';

const filledForm = async () => {
  const result = await fillPdfForm(await everyKindForm(), { 'applicant.name': 'Zofia Łęcka', city: '東京' });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.bytes;
};

describe('mergePdfs', () => {
  it('puts the parts one after another, with one bookmark per part on its first page', async () => {
    const result = await mergePdfs([
      { bytes: await filledForm(), title: 'Wniosek — Łódź' },
      { bytes: await textFieldsForm(3, 2), title: '申請書' },
    ]);
    if (!result.ok) throw new Error(result.error.message);
    const merged = await PDF.load(result.value);
    expect(merged.getPageCount()).toBe(5);
    const outline = merged.getCatalog().getDict('Outlines', (ref) => merged.getObject(ref));
    const first = outline?.getDict('First', (ref) => merged.getObject(ref));
    const second = first?.getDict('Next', (ref) => merged.getObject(ref));
    expect(first?.getString('Title')?.asString()).toBe('Wniosek — Łódź');
    expect(second?.getString('Title')?.asString()).toBe('申請書');
    const pageOf = (item: typeof first) => merged.getPages().findIndex((page) => page.ref === item?.getArray('Dest')?.at(0));
    expect([pageOf(first), pageOf(second)]).toEqual([0, 2]);
    expect(pdfText(result.value)).toContain('Zofia Łęcka');
  });

  it('is read back by poppler with both bookmarks', async () => {
    const result = await mergePdfs([
      { bytes: await textFieldsForm(1, 2), title: 'Part one' },
      { bytes: await textFieldsForm(2, 2), title: 'Część druga' },
    ]);
    if (!result.ok) throw new Error(result.error.message);
    expect(pdfBookmarks(result.value)).toEqual([{ page: 1, title: 'Part one' }, { page: 2, title: 'Część druga' }]);
  });

  it('refuses a part that is not a PDF, naming its place', async () => {
    const result = await mergePdfs([{ bytes: await textFieldsForm(1, 1), title: 'a' }, { bytes: new TextEncoder().encode('hello'), title: 'b' }]);
    expect(result.ok ? undefined : result.error).toMatchObject({ code: 'not_a_pdf', part: 1 });
  });

  it('refuses a merge that would pass the page limit', async () => {
    const part = { bytes: await textFieldsForm(2, 1), title: 'p' };
    const result = await mergePdfs([part, part], { limits: { maxPages: 3 } });
    expect(result.ok ? undefined : result.error).toMatchObject({ code: 'too_many_pages', part: 1 });
  });
});
