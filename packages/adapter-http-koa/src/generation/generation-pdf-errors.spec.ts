import type { PdfConverter, PdfError } from '@quire/ports/documents/pdf-converter';
import * as TE from 'fp-ts/TaskEither';
import { type Harness, startHarness } from '../../test/http-harness';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A converter that is installed but answers every conversion with the next of these errors. */
const failingConverter = (errors: PdfError[]): PdfConverter => ({
  convert: () => TE.left(errors.shift() ?? { _tag: 'PdfConversionFailed', code: 'pdf_failed', reason: 'no more' }),
  available: () => true,
  status: () => ({ _tag: 'Available', idle: 1, busy: 0, starting: 0, queued: 0 }),
  warmUp: () => TE.right(undefined),
  close: () => Promise.resolve(),
});

describe('generation routes, when the PDF converter fails', () => {
  let h: Harness;
  const errors: PdfError[] = [];
  beforeAll(async () => {
    h = await startHarness({ pdf: failingConverter(errors) });
  });
  afterAll(() => h.close());

  const generatePdf = async () => {
    const me = await h.member();
    const uploaded = await h.request('POST', '/v1/FormTemplates?name=Letter', { key: me.secret, body: paragraphsDocx('Hi'), headers: { 'Content-Type': DOCX } });
    return h.request('POST', `/v1/FormTemplates/${uploaded.json().id}/Generate`, { key: me.secret, json: { format: 'pdf' } });
  };

  it('answers 503 pdf_busy with Retry-After when every worker is busy', async () => {
    errors.push({ _tag: 'PdfBusy', code: 'pdf_busy', reason: 'queue-full', retryAfterSeconds: 7 });
    const response = await generatePdf();
    expect([response.status, response.json().code, response.headers.get('retry-after')]).toEqual([503, 'pdf_busy', '7']);
  });

  it('answers 422 pdf_timeout when the conversion takes too long, and 422 pdf_failed when it fails', async () => {
    errors.push({ _tag: 'PdfTimeout', code: 'pdf_timeout', timeoutMs: 30_000 }, { _tag: 'PdfConversionFailed', code: 'pdf_failed', reason: 'soffice crashed at /tmp/x' });
    const timedOut = await generatePdf();
    expect([timedOut.status, timedOut.json().code]).toEqual([422, 'pdf_timeout']);
    const failed = await generatePdf();
    expect([failed.status, failed.json().code]).toEqual([422, 'pdf_failed']);
    expect(failed.text).not.toContain('/tmp/x');
  });
});
