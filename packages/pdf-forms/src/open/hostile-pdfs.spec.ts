import { HOSTILE_PDFS, pdfWithDeepFieldTree, pdfWithDeflateBomb } from '@quire/testing/hostile/hostile-pdfs';
import { readPdfForm } from '../form/read-form';
import { fillPdfForm } from '../fill/fill-form';

const MIB = 1024 * 1024;

/**
 * Each hostile PDF is refused with a code, by reading and by filling alike, never a throw, a
 * stack overflow, a hang or memory without bound (the pool's time limit is the caller's; speed is
 * for the benchmarks, not asserted here).
 */
describe('hostile PDFs', () => {
  it.each(HOSTILE_PDFS)('refuses %s', async (_, build, code) => {
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
