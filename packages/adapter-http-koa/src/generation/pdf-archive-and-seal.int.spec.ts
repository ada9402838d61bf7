import { LibreOfficePdfConverter } from '@quire/adapter-pdf-libreoffice/libreoffice-pdf-converter';
import { everyKindForm } from '@quire/pdf-forms/test/form-fixtures';
import { pdfBookmarks, pdfSignatures, pdfText } from '@quire/pdf-forms/test/poppler';
import { selfSignedP12 } from '@quire/pdf-forms/test/self-signed-certificate';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { pdfaIdentification, pdfTags } from '@quire/testing/pdf/pdf-info';
import * as E from 'fp-ts/Either';
import { zipEntries } from '../../test/generated-text';
import { type Harness, startHarness } from '../../test/http-harness';

jest.setTimeout(300_000);

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PASSPHRASE = 'correct horse battery staple';
const DAY = 24 * 3600 * 1000;

/** One byte of the signed range changed ("%PDF-1.7" becomes "%PDF-1.6"): the file still parses, the signature no longer holds. */
const oneByteChanged = (bytes: Uint8Array): Uint8Array => {
  const changed = Uint8Array.from(bytes);
  changed[7] = (changed[7] ?? 0x31) - 1;
  return changed;
};

/** pdfsig finds one PAdES signature over the whole document, valid; and invalid once a byte changes. */
const expectSealed = (bytes: Uint8Array) => {
  const report = pdfSignatures(bytes);
  expect(report).toContain('Signature Type: ETSI.CAdES.detached');
  expect(report).toContain('Total document signed');
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain('Kowalski i Wspólnicy');
  const broken = pdfSignatures(oneByteChanged(bytes));
  expect(broken).not.toContain('Signature is Valid.');
  expect(broken).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)\./);
};

describe('archival, tagged and sealed PDFs through the API (LibreOffice, the PDF library, poppler)', () => {
  let h: Harness;
  let converter: LibreOfficePdfConverter;
  let key = '';
  let formId = '';
  let letterId = '';
  let validTo = new Date();
  beforeAll(async () => {
    converter = new LibreOfficePdfConverter({ poolSize: 1 });
    expect(converter.available()).toBe(true);
    expect(await converter.warmUp()()).toStrictEqual(E.right(undefined));
    h = await startHarness({ pdf: converter });
    // The harness's clock stands at the start of 2026; openssl's certificate is valid from today.
    h.adapters.clock.set(new Date());
    key = (await h.member()).secret;
    expect((await h.request('POST', '/v1/Aliases', { key, json: { name: 'applicant_name', type: 'text', synonyms: ['applicant.name'] } })).status).toBe(201);
    const form = await h.request('POST', '/v1/FormTemplates?name=Application', { key, body: await everyKindForm(), headers: { 'Content-Type': PDF } });
    const letter = await h.request('POST', '/v1/FormTemplates?name=Cover%20letter', { key, body: paragraphsDocx('Dear {{applicant_name}},', 'Please find the form enclosed.'), headers: { 'Content-Type': DOCX } });
    expect([form.status, letter.status]).toEqual([201, 201]);
    formId = form.json().id;
    letterId = letter.json().id;
  });
  afterAll(async () => {
    h.expectNoLeakedSecrets();
    await h.close();
    await converter.close();
  });

  const data = { applicant_name: 'Zażółć Gęślą Jaźń' };
  const generate = (id: string, body: Record<string, unknown>) => h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key, json: { data, ...body } });
  const packet = (body: Record<string, unknown>) => h.request('POST', '/v1/FormTemplates/Generate', { key, json: { templateIds: [letterId, formId], data, ...body } });

  describe('archive and tagged', () => {
    it('makes a .docx into a PDF/A-2b (XMP pdfaid part 2, conformance B) with a structure tree', async () => {
      const response = await generate(letterId, { format: 'pdf', pdf: { archive: 'PDF/A-2b', tagged: true } });
      expect(response.status).toBe(200);
      expect(pdfaIdentification(response.bytes)).toEqual({ part: '2', conformance: 'B' });
      expect(pdfTags(response.bytes)).toEqual({ tagged: true, root: 'Document' });
      expect(pdfText(response.bytes)).toContain('Dear Zażółć Gęślą Jaźń,');
    });

    it('makes PDF/A-3b, and a plain PDF declares neither', async () => {
      expect(pdfaIdentification((await generate(letterId, { format: 'pdf', pdf: { archive: 'PDF/A-3b' } })).bytes)).toEqual({ part: '3', conformance: 'B' });
      const plain = (await generate(letterId, { format: 'pdf' })).bytes;
      expect(pdfaIdentification(plain)).toBeNull();
      expect(pdfTags(plain).tagged).toBe(false);
    });

    it('refuses archive or tagged for a PDF form template (its own, or in a packet) with 422 pdf_option_unsupported', async () => {
      const form = await generate(formId, { pdf: { archive: 'PDF/A-2b' } });
      expect([form.status, form.json().code, form.json().option]).toEqual([422, 'pdf_option_unsupported', 'archive']);
      const merged = await packet({ bundle: 'merged', pdf: { tagged: true } });
      expect([merged.status, merged.json().code, merged.json().errors]).toEqual([422, 'pdf_option_unsupported', [{ path: 'pdf.tagged', message: expect.stringContaining('structure tree') }]]);
    });

    it('refuses a pdf option when nothing answered is a PDF', async () => {
      const response = await generate(letterId, { pdf: { seal: true } });
      expect([response.status, response.json().code, response.json().option]).toEqual([422, 'pdf_option_unsupported', 'seal']);
    });
  });

  describe('seals', () => {
    it('refuses a seal with 422 certificate_missing while the tenant has no certificate, before anything is made', async () => {
      const response = await generate(formId, { pdf: { seal: true } });
      expect([response.status, response.json().code]).toEqual([422, 'certificate_missing']);
    });

    describe('with the tenant’s certificate', () => {
      beforeAll(async () => {
        const p12 = selfSignedP12({ subject: '/CN=Kowalski i Wspólnicy/O=Kowalski i Wspólnicy/C=PL', passphrase: PASSPHRASE, days: 30 });
        h.adapters.clock.set(new Date()); // openssl's certificate is valid from the second it was made
        const stored = await h.request('PUT', '/v1/Settings/SigningCertificate', { key, json: { pkcs12: Buffer.from(p12).toString('base64'), passphrase: PASSPHRASE } });
        expect(stored.status).toBe(200);
        validTo = new Date(stored.json().validTo);
      });

      it('seals a filled PDF form: pdfsig finds the signature valid, and invalid once one byte changes', async () => {
        const response = await generate(formId, { pdf: { seal: true } });
        expect(response.status).toBe(200);
        expectSealed(response.bytes);
        expect(pdfText(response.bytes)).toContain('Zażółć Gęślą Jaźń');
      });

      it('draws a visible stamp on the last page with stamp: who sealed it, when; the signature covers it', async () => {
        const response = await generate(formId, { pdf: { seal: true, stamp: true } });
        expect(response.status).toBe(200);
        expectSealed(response.bytes);
        expect(pdfText(response.bytes)).toContain('Sealed by Kowalski i Wspólnicy');
        expect(pdfText((await generate(formId, { pdf: { seal: true } })).bytes)).not.toContain('Sealed by');
        const unsealed = await generate(formId, { pdf: { stamp: true } });
        expect([unsealed.status, unsealed.json().code, unsealed.json().option]).toEqual([422, 'pdf_option_unsupported', 'stamp']);
      });

      it('seals a .docx converted to PDF/A-2b, which keeps its conformance', async () => {
        const response = await generate(letterId, { format: 'pdf', pdf: { archive: 'PDF/A-2b', seal: true } });
        expect(response.status).toBe(200);
        expectSealed(response.bytes);
        expect(pdfaIdentification(response.bytes)).toEqual({ part: '2', conformance: 'B' });
      });

      it('seals a merged packet of a .docx and a PDF form as one PDF, its bookmarks kept', async () => {
        const response = await packet({ bundle: 'merged', pdf: { seal: true } });
        expect([response.status, response.headers.get('content-type')]).toEqual([200, PDF]);
        expectSealed(response.bytes);
        expect(pdfBookmarks(response.bytes).map((bookmark) => bookmark.title)).toEqual(['Cover letter', 'Application']);
      });

      it('seals every PDF of a zipped packet and of a batch', async () => {
        const zipped = await packet({ format: 'pdf', pdf: { seal: true } });
        expect(zipped.status).toBe(200);
        const files = zipEntries(zipped.bytes);
        expect(Object.keys(files).sort()).toEqual(['Application.pdf', 'Cover letter.pdf']);
        Object.values(files).forEach((file) => expect(pdfSignatures(file)).toContain('Signature is Valid.'));
        const submitted = await h.request('POST', `/v1/FormTemplates/${formId}/Batches`, { key, json: { items: [data, { applicant_name: 'Ayşe Yılmaz' }], pdf: { seal: true } } });
        expect(submitted.status).toBe(202);
        const download = await h.request('GET', `/v1/Jobs/${submitted.json().id}/Download`, { key });
        const pdfs = Object.entries(zipEntries(download.bytes)).filter(([name]) => name.endsWith('.pdf'));
        expect(pdfs).toHaveLength(2);
        pdfs.forEach(([, file]) => expect(pdfSignatures(file)).toContain('Signature is Valid.'));
      });

      it('refuses a seal with 422 certificate_expired once the certificate has expired (and a batch at once)', async () => {
        h.adapters.clock.set(new Date(validTo.getTime() + DAY));
        try {
          const response = await generate(formId, { pdf: { seal: true } });
          expect([response.status, response.json().code]).toEqual([422, 'certificate_expired']);
          const batch = await h.request('POST', `/v1/FormTemplates/${formId}/Batches`, { key, json: { items: [data], pdf: { seal: true } } });
          expect([batch.status, batch.json().code]).toEqual([422, 'certificate_expired']);
        } finally {
          h.adapters.clock.set(new Date());
        }
      });
    });
  });
});
