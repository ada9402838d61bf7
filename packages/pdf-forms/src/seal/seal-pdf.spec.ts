import { everyKindForm } from '../../test/form-fixtures';
import { pdfSignatures, pdfText } from '../../test/poppler';
import { selfSignedP12 } from '../../test/self-signed-certificate';
import { fillPdfForm } from '../fill/fill-form';
import { sealPdf } from './seal-pdf';
import { openSealingKey, type SealingKey } from './sealing-key';

let key: SealingKey;
let document: Uint8Array;

beforeAll(async () => {
  const opened = await openSealingKey(selfSignedP12({ subject: '/CN=Kowalski i Wspólnicy/O=Kowalski i Wspólnicy/C=PL', passphrase: 'correct horse' }), 'correct horse');
  if (!opened.ok) throw new Error(opened.error.message);
  key = opened.value;
  const filled = await fillPdfForm(await everyKindForm(), { 'applicant.name': 'Łódź', city: '東京' });
  if (!filled.ok) throw new Error(filled.error.message);
  document = filled.value.bytes;
});

const sealed = async (options: Partial<Parameters<typeof sealPdf>[2]> = {}) => {
  const result = await sealPdf(document, key, { now: new Date(), ...options });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('sealPdf', () => {
  it('adds a PAdES signature (ETSI.CAdES.detached) over the whole document that pdfsig finds valid', async () => {
    const report = pdfSignatures(await sealed({ reason: 'Issued by the firm' }));
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Kowalski i Wspólnicy');
  });

  it('is broken by a change to any one byte afterwards', async () => {
    const bytes = await sealed();
    const changed = Uint8Array.from(bytes);
    // "%PDF-1.7" becomes "%PDF-1.6": the file still parses, the signed bytes differ.
    changed[7] = (changed[7] ?? 0) - 1;
    expect(pdfSignatures(bytes)).toContain('Signature is Valid.');
    const report = pdfSignatures(changed);
    expect(report).toContain('Signature Validation: Digest Mismatch.');
    expect(report).not.toContain('Signature is Valid.');
  });

  it('draws a visible stamp on the last page when asked', async () => {
    const bytes = await sealed({ stamp: true });
    expect(pdfText(bytes)).toContain('Sealed by Kowalski i Wspólnicy');
    expect(pdfSignatures(bytes)).toContain('Signature is Valid.');
  });

  it('refuses a certificate that has expired at the time of sealing', async () => {
    const later = new Date(key.certificate.validTo.getTime() + 24 * 3600 * 1000);
    const result = await sealPdf(document, key, { now: later });
    expect(result.ok ? undefined : result.error.code).toBe('certificate_expired');
  });

  it('refuses a document that is not a PDF', async () => {
    const result = await sealPdf(new TextEncoder().encode('not a pdf'), key, { now: new Date() });
    expect(result.ok ? undefined : result.error.code).toBe('not_a_pdf');
  });
});
