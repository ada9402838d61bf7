import {
  pdfWithBrokenXref,
  pdfWithDeepFieldTree,
  pdfWithDeflateBomb,
  pdfWithEndlessStream,
  pdfWithFieldCycle,
  pdfWithNestedArrays,
  pdfWithNestedDictionaries,
  pdfWithObjectStreamBomb,
  pdfWithPages,
  pdfWithPageTreeCycle,
} from '@quire/testing/hostile/hostile-pdfs';
import { readPdfForm } from '../form/read-form';
import { fillPdfForm } from '../fill/fill-form';

const MIB = 1024 * 1024;

/**
 * Each hostile PDF is refused with a code, by reading and by filling alike, never a throw, a
 * stack overflow, a hang or memory without bound (the pool's time limit is the caller's; speed is
 * for the benchmarks, not asserted here).
 */
describe('hostile PDFs', () => {
  it.each([
    ['arrays nested 200,000 deep', () => pdfWithNestedArrays(200_000), 'pdf_damaged'],
    ['dictionaries nested 100,000 deep', () => pdfWithNestedDictionaries(100_000), 'pdf_damaged'],
    ['a page tree that contains itself', pdfWithPageTreeCycle, 'pdf_damaged'],
    ['a field that contains itself', pdfWithFieldCycle, 'pdf_damaged'],
    ['a field tree 10,000 deep', () => pdfWithDeepFieldTree(10_000), 'field_tree_too_deep'],
    ['a content stream inflating to 100 MiB', () => pdfWithDeflateBomb(100 * MIB), 'stream_too_large'],
    ['an object stream inflating to 100 MiB', () => pdfWithObjectStreamBomb(100 * MIB), 'stream_too_large'],
    ['a stream with no end', pdfWithEndlessStream, 'pdf_damaged'],
    ['a broken cross-reference table', pdfWithBrokenXref, 'pdf_damaged'],
    ['100,000 pages', () => pdfWithPages(100_000), 'too_many_pages'],
  ])('refuses %s as %s', async (_, build, code) => {
    const bytes = build();
    expect(await readPdfForm(bytes)).toMatchObject({ ok: false, error: { code } });
    expect(await fillPdfForm(bytes, { name: 'x' })).toMatchObject({ ok: false, error: { code } });
  });

  it('reads a field tree as deep as the limit, and refuses one level more', async () => {
    expect((await readPdfForm(pdfWithDeepFieldTree(32))).ok).toBe(true);
    expect(await readPdfForm(pdfWithDeepFieldTree(33))).toMatchObject({ ok: false, error: { code: 'field_tree_too_deep' } });
  });

  it('takes the stream limit from the options', async () => {
    const bytes = pdfWithDeflateBomb(2 * MIB);
    expect((await readPdfForm(bytes)).ok).toBe(true);
    expect(await readPdfForm(bytes, { limits: { maxStreamBytes: MIB } })).toMatchObject({ ok: false, error: { code: 'stream_too_large' } });
  });
});
