import { LibreOfficePdfConverter } from '@quire/adapter-pdf-libreoffice/libreoffice-pdf-converter';
import * as E from 'fp-ts/Either';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { zipEntries } from '../../test/generated-text';
import { type Harness, startHarness } from '../../test/http-harness';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { STALE_PAGE, tocDocx } from '@quire/testing/docx/toc-docx';
import { DEFAULT_GENERATION_LIMITS } from '@quire/application/generation/generation-settings';

jest.setTimeout(400_000);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The lines of a PDF's text, by poppler's pdftotext (CI installs poppler-utils). */
const pdfText = async (pdf: Uint8Array): Promise<string[]> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-generation-pdf-'));
  try {
    const file = path.join(dir, 'out.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', [file, '-'], { encoding: 'utf8' });
    return stdout.replace(/\f/g, '\n').split('\n').map((line) => line.trim()).filter((line) => line !== '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

describe('generation as PDF (real LibreOffice)', () => {
  let h: Harness;
  let converter: LibreOfficePdfConverter;
  beforeAll(async () => {
    converter = new LibreOfficePdfConverter({ poolSize: 1 });
    // These tests need soffice (CI installs libreoffice-writer-nogui): without it they fail here.
    expect(converter.available()).toBe(true);
    expect(await converter.warmUp()()).toStrictEqual(E.right(undefined));
    // A generation with its fields refreshed starts a soffice of its own: on a busy machine, far longer than the default 30 s.
    h = await startHarness({ pdf: converter, generationLimits: { ...DEFAULT_GENERATION_LIMITS, timeoutMs: 170_000 } });
  });
  afterAll(async () => {
    await h.close();
    await converter.close();
  });

  it('answers the completed document as a PDF whose text is the filled template', async () => {
    const me = await h.member();
    expect((await h.request('POST', '/v1/Aliases', { key: me.secret, json: { name: 'client_name', type: 'text', synonyms: ['Client Name'] } })).status).toBe(201);
    const uploaded = await h.request('POST', '/v1/FormTemplates?name=Engagement%20Letter', { key: me.secret, body: paragraphsDocx('Engagement letter', 'Dear {{Client Name}},', 'Thank you for choosing us.'), headers: { 'Content-Type': DOCX } });
    expect(uploaded.status).toBe(201);
    const response = await h.request('POST', `/v1/FormTemplates/${uploaded.json().id}/Generate`, { key: me.secret, json: { data: { client_name: 'Ada Lovelace' }, format: 'pdf' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Engagement Letter.pdf"');
    expect(response.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(response.bytes)).toEqual(['Engagement letter', 'Dear Ada Lovelace,', 'Thank you for choosing us.']);
  });

  it('refreshes the table of contents of a PDF with options.updateFields: the contents name the pages the headings are on', async () => {
    const me = await h.member();
    const uploaded = await h.request('POST', '/v1/FormTemplates?name=Report', {
      key: me.secret,
      body: tocDocx([
        { title: 'Introduction', text: 'For {{client}}.' },
        { title: 'Findings', text: 'What we found.' },
        { title: 'Conclusion', text: 'What follows.' },
      ]),
      headers: { 'Content-Type': DOCX },
    });
    expect(uploaded.status).toBe(201);
    const contents = async (options: object): Promise<string[]> => {
      const response = await h.request('POST', `/v1/FormTemplates/${uploaded.json().id}/Generate`, { key: me.secret, json: { data: { client: 'Acme' }, format: 'pdf', options } });
      expect(response.status).toBe(200);
      return (await pdfText(response.bytes)).slice(0, 3).map((line) => line.replace(/[.\s]+(\d+)$/, ' $1'));
    };
    expect(await contents({ updateFields: true })).toEqual(['Introduction 2', 'Findings 3', 'Conclusion 4']);
    expect(await contents({})).toEqual([`Introduction ${STALE_PAGE}`, `Findings ${STALE_PAGE}`, `Conclusion ${STALE_PAGE}`]);
  });

  it('answers a packet of PDFs as a zip', async () => {
    const me = await h.member();
    const ids = await Promise.all(
      ['One', 'Two'].map(async (name) => (await h.request('POST', `/v1/FormTemplates?name=${name}`, { key: me.secret, body: paragraphsDocx(`${name} for {{who}}`), headers: { 'Content-Type': DOCX } })).json().id as string),
    );
    const response = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: ids, data: { who: 'Grace' }, format: 'pdf' } });
    expect(response.status).toBe(200);
    const entries = zipEntries(response.bytes);
    expect(Object.keys(entries)).toEqual(['One.pdf', 'Two.pdf']);
    expect(await Promise.all(Object.values(entries).map(pdfText))).toEqual([['One for Grace'], ['Two for Grace']]);
  });
});
