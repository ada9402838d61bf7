import { selfSignedP12 } from '../../test/self-signed-certificate';
import { openSealingKey, readSigningCertificate } from './sealing-key';

describe('readSigningCertificate', () => {
  const p12 = selfSignedP12({ subject: '/CN=Seal of Ząb & Co/O=Ząb & Co/C=PL', passphrase: 'pa55', days: 10 });

  it('gives the subject, issuer and validity of the certificate', async () => {
    const result = await readSigningCertificate(p12, 'pa55', new Date());
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.subject).toContain('CN=Seal of Ząb & Co');
    expect(result.value.issuer).toBe(result.value.subject);
    const days = (result.value.validTo.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9);
    expect(days).toBeLessThan(11);
    expect(result.value.fingerprint256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('refuses a wrong passphrase', async () => {
    const result = await readSigningCertificate(p12, 'wrong', new Date());
    expect(result.ok ? undefined : result.error.code).toBe('certificate_passphrase_wrong');
  });

  it('refuses a wrong passphrase on a legacy (RC2/3DES) file too, and opens it with the right one', async () => {
    const legacy = selfSignedP12({ subject: '/CN=Legacy', passphrase: 'old', legacy: true });
    expect((await openSealingKey(legacy, 'new')).ok ? undefined : 'refused').toBe('refused');
    expect((await openSealingKey(legacy, 'wrong')) ).toMatchObject({ ok: false, error: { code: 'certificate_passphrase_wrong' } });
    expect((await openSealingKey(legacy, 'old')).ok).toBe(true);
    // Three openings of a legacy file (its key derivation is slow in pure JS): a margin for a busy machine.
  }, 180_000);

  it('reports a certificate that has expired', async () => {
    const result = await readSigningCertificate(p12, 'pa55', new Date(Date.now() + 11 * 86_400_000));
    expect(result.ok ? undefined : result.error.code).toBe('certificate_expired');
  });

  it('refuses a file that is not a PKCS#12', async () => {
    const result = await readSigningCertificate(new TextEncoder().encode('-----BEGIN CERTIFICATE-----'), 'pa55', new Date());
    expect(result.ok ? undefined : result.error.code).toBe('certificate_invalid');
  });
});
