import { everyKindForm, textFieldsForm } from '@quire/pdf-forms/test/form-fixtures';
import { pdfSignatures } from '@quire/pdf-forms/test/poppler';
import { selfSignedP12 } from '@quire/pdf-forms/test/self-signed-certificate';
import * as E from 'fp-ts/Either';
import { DEFAULT_POOL_LIMITS, type EnginePoolLimits, EnginePool } from './engine-pool';
import { PooledPdfForms } from './pooled-pdf-forms';

jest.setTimeout(120_000);

const PASSPHRASE = 'correct horse';
const key = { p12: selfSignedP12({ subject: '/CN=Kowalski i Wspólnicy/C=PL', passphrase: PASSPHRASE, days: 30 }), passphrase: PASSPHRASE };
const pools: EnginePool[] = [];
const formsWith = (limits: Partial<EnginePoolLimits> = {}): PooledPdfForms => {
  const pool = new EnginePool({ threads: 1, limits: { ...DEFAULT_POOL_LIMITS, ...limits }, routing: 'any', setup: {} });
  pools.push(pool);
  return new PooledPdfForms(pool);
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe('seals on the engine pool', () => {
  const forms = formsWith();

  it('reads a certificate in a worker, its dates Dates of this side', async () => {
    const read = await forms.readCertificate(key)();
    expect(read).toMatchObject(E.right({ subject: 'CN=Kowalski i Wspólnicy, C=PL', validFrom: expect.any(Date), validTo: expect.any(Date) }));
    if (E.isRight(read)) expect(read.right.validTo.getTime() - read.right.validFrom.getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(await forms.readCertificate({ ...key, passphrase: 'wrong horse' })()).toMatchObject(E.left({ _tag: 'CertificateRefused', code: 'certificate_passphrase_wrong' }));
  });

  it('seals in a worker, again and again with the key it keeps: pdfsig finds each signature valid', async () => {
    const form = await everyKindForm();
    for (let round = 0; round < 3; round++) {
      const sealed = await forms.seal({ bytes: form, key, now: new Date() })();
      if (E.isLeft(sealed)) throw new Error(JSON.stringify(sealed.left));
      expect(pdfSignatures(sealed.right)).toContain('Signature Validation: Signature is Valid.');
    }
  });

  it('refuses a certificate that does not seal at the time given, and a file that is no PDF', async () => {
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    expect(await forms.seal({ bytes: await everyKindForm(), key, now: later })()).toMatchObject(E.left({ _tag: 'CertificateRefused', code: 'certificate_expired' }));
    expect(await forms.seal({ bytes: new TextEncoder().encode('not a pdf'), key, now: new Date() })()).toMatchObject(E.left({ _tag: 'PdfRefused', code: 'not_a_pdf' }));
  });

  it('seals a PDF of more pages than an upload may have (one Quire made)', async () => {
    const long = await textFieldsForm(600, 0);
    const sealed = await forms.seal({ bytes: long, key, now: new Date() })();
    expect(E.isRight(sealed) && pdfSignatures(sealed.right)).toContain('Signature is Valid.');
  });

  it('stops a PKCS#12 whose key derivation takes longer than the analysis time limit as too complex', async () => {
    const slow = { p12: selfSignedP12({ subject: '/CN=Slow', passphrase: PASSPHRASE, iterations: 1_000_000 }), passphrase: PASSPHRASE };
    const started = performance.now();
    expect(await formsWith({ analysisTimeoutMs: 100 }).readCertificate(slow)()).toMatchObject(E.left({ _tag: 'TooComplex', limit: 'time' }));
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('stops a seal past the generation time limit as too complex, and the next one succeeds', async () => {
    const hurried = formsWith({ generationTimeoutMs: 1 });
    expect(await hurried.seal({ bytes: await everyKindForm(), key, now: new Date() })()).toMatchObject(E.left({ _tag: 'TooComplex', limit: 'time' }));
    expect(E.isRight(await forms.seal({ bytes: await everyKindForm(), key, now: new Date() })())).toBe(true);
  });
});
