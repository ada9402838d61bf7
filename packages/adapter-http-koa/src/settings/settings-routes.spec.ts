import { selfSignedP12 } from '@quire/pdf-forms/test/self-signed-certificate';
import { useHarness } from '../../test/http-harness';

const PASSPHRASE = 'correct horse battery staple';
const p12 = selfSignedP12({ subject: '/CN=Kowalski i Wspólnicy/O=Kowalski i Wspólnicy/C=PL', passphrase: PASSPHRASE, days: 30 });
const base64 = Buffer.from(p12).toString('base64');

const multipart = (file: Uint8Array, passphrase: string): FormData => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/x-pkcs12' }), 'seal.p12');
  form.append('passphrase', passphrase);
  return form;
};

describe('/Settings/SigningCertificate', () => {
  const h = useHarness();
  // The harness's clock stands at the start of 2026; openssl's certificate is valid from today.
  beforeEach(() => h.adapters.clock.set(new Date()));

  const stored = (tenantId: string) => h.adapters.signingCertificates.all().filter((certificate) => certificate.tenantId === tenantId);

  it('stores a PKCS#12 sent as JSON and answers its facts, never its key or passphrase; GET answers the same', async () => {
    const me = await h.member();
    const put = await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, json: { pkcs12: base64, passphrase: PASSPHRASE } });
    expect(put.status).toBe(200);
    expect(put.headers.get('cache-control')).toBe('no-store');
    const facts = put.json();
    expect(facts).toEqual({
      subject: 'CN=Kowalski i Wspólnicy, O=Kowalski i Wspólnicy, C=PL',
      issuer: 'CN=Kowalski i Wspólnicy, O=Kowalski i Wspólnicy, C=PL',
      serialNumber: expect.stringMatching(/^[0-9A-F]+$/),
      fingerprint256: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
      validFrom: expect.any(String),
      validTo: expect.any(String),
      createdAt: h.adapters.clock.now().toISOString(),
    });
    expect(Date.parse(facts.validTo) - Date.parse(facts.validFrom)).toBe(30 * 24 * 3600 * 1000);
    expect(put.text).not.toContain(PASSPHRASE);
    expect(put.text).not.toContain(base64.slice(0, 40));
    const get = await h.request('GET', '/v1/Settings/SigningCertificate', { key: me.secret });
    expect([get.status, get.json()]).toEqual([200, facts]);
    expect((await h.request('GET', '/v1/Settings', { key: me.secret })).json()).toEqual({ signingCertificate: facts });
    // Stored only through the secret box (the server's is AES-256-GCM; the in-memory one marks what it sealed).
    const [row] = stored(me.tenantId);
    expect(row?.sealedKey.startsWith('fake-sealed:')).toBe(true);
  });

  it('takes the same as a multipart form (file part and passphrase field), replacing the certificate the tenant had', async () => {
    const me = await h.member();
    expect((await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, json: { pkcs12: base64, passphrase: PASSPHRASE } })).status).toBe(200);
    const other = selfSignedP12({ subject: '/CN=Hale & Whitcombe LLP', passphrase: '', days: 10 });
    h.adapters.clock.set(new Date()); // openssl's certificate is valid from the second it was made
    const put = await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, body: multipart(other, '') });
    expect([put.status, put.json().subject]).toEqual([200, 'CN=Hale & Whitcombe LLP']);
    expect(stored(me.tenantId)).toHaveLength(1);
    expect((await h.request('GET', '/v1/Settings/SigningCertificate', { key: me.secret })).json().subject).toBe('CN=Hale & Whitcombe LLP');
  });

  it('refuses a wrong passphrase with 422 certificate_passphrase_wrong, and stores nothing', async () => {
    const me = await h.member();
    const put = await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, body: multipart(p12, 'wrong horse') });
    expect(put.status).toBe(422);
    expect(put.json()).toMatchObject({ code: 'certificate_passphrase_wrong', errors: [{ path: 'passphrase' }] });
    expect(put.text).not.toContain('wrong horse');
    expect(stored(me.tenantId)).toEqual([]);
    expect((await h.request('GET', '/v1/Settings/SigningCertificate', { key: me.secret })).status).toBe(404);
  });

  it('refuses a file that is no PKCS#12 with 422 certificate_invalid', async () => {
    const me = await h.member();
    const put = await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, json: { pkcs12: Buffer.from('-----BEGIN CERTIFICATE-----').toString('base64'), passphrase: PASSPHRASE } });
    expect([put.status, put.json().code]).toEqual([422, 'certificate_invalid']);
    expect(stored(me.tenantId)).toEqual([]);
  });

  it('refuses a certificate that has expired with 422 certificate_expired, and stores nothing', async () => {
    const me = await h.member();
    h.adapters.clock.advance(31 * 24 * 3600 * 1000);
    const put = await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, json: { pkcs12: base64, passphrase: PASSPHRASE } });
    expect([put.status, put.json().code]).toEqual([422, 'certificate_expired']);
    expect(stored(me.tenantId)).toEqual([]);
  });

  it('refuses what is not base64, a missing file, a file past the limit and other media types, with what is wrong', async () => {
    const me = await h.member();
    const send = (body: Parameters<typeof h.request>[2]) => h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, ...body });
    const notBase64 = await send({ json: { pkcs12: 'not base64!', passphrase: PASSPHRASE } });
    expect([notBase64.status, notBase64.json().errors]).toEqual([422, [{ path: 'pkcs12', message: 'must be base64' }]]);
    const unknown = await send({ json: { pkcs12: base64, passphrase: PASSPHRASE, password: 'x' } });
    expect(unknown.status).toBe(422);
    const noFile = new FormData();
    noFile.append('passphrase', PASSPHRASE);
    expect((await send({ body: noFile })).json().errors).toEqual([{ path: 'file', message: expect.stringContaining('is required') }]);
    expect((await send({ body: multipart(new Uint8Array(64 * 1024 + 1), PASSPHRASE) })).status).toBe(413);
    expect((await send({ json: { pkcs12: Buffer.alloc(64 * 1024 + 1).toString('base64'), passphrase: PASSPHRASE } })).json().errors).toEqual([{ path: 'file', message: 'must be at most 65536 bytes' }]);
    expect((await send({ body: p12, headers: { 'Content-Type': 'application/x-pkcs12' } })).status).toBe(415);
    expect(stored(me.tenantId)).toEqual([]);
  });

  it('records storing and removing a certificate in the audit log: who, which certificate, never its key or passphrase', async () => {
    const me = await h.member();
    const stored = await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, json: { pkcs12: base64, passphrase: PASSPHRASE } });
    expect(stored.status).toBe(200);
    expect((await h.request('DELETE', '/v1/Settings/SigningCertificate', { key: me.secret })).status).toBe(204);
    expect((await h.request('DELETE', '/v1/Settings/SigningCertificate', { key: me.secret })).status).toBe(404);
    const events = await h.request('GET', '/v1/AuditEvents', { key: me.secret });
    const certificateEvents = (events.json().items as ReadonlyArray<{ action: string }>).filter((event) => event.action.startsWith('signingCertificate.'));
    const { fingerprint256, subject } = stored.json();
    expect(certificateEvents).toMatchObject([
      { action: 'signingCertificate.removed', actor: { userId: me.userId }, resource: { type: 'SigningCertificate', id: fingerprint256, version: null }, details: { subject } },
      { action: 'signingCertificate.stored', resource: { type: 'SigningCertificate', id: fingerprint256 }, details: { subject, validTo: stored.json().validTo } },
    ]);
    expect(events.text).not.toContain(PASSPHRASE);
    expect(events.text).not.toContain(base64.slice(0, 40));
  });

  it('removes the certificate with DELETE (204), then answers 404 to GET and DELETE', async () => {
    const me = await h.member();
    expect((await h.request('PUT', '/v1/Settings/SigningCertificate', { key: me.secret, json: { pkcs12: base64, passphrase: PASSPHRASE } })).status).toBe(200);
    expect((await h.request('DELETE', '/v1/Settings/SigningCertificate', { key: me.secret })).status).toBe(204);
    expect(stored(me.tenantId)).toEqual([]);
    expect((await h.request('GET', '/v1/Settings/SigningCertificate', { key: me.secret })).json()).toMatchObject({ status: 404, code: 'not_found' });
    expect((await h.request('GET', '/v1/Settings', { key: me.secret })).json()).toEqual({ signingCertificate: null });
    expect((await h.request('DELETE', '/v1/Settings/SigningCertificate', { key: me.secret })).status).toBe(404);
  });

  it("keeps each tenant's certificate to itself", async () => {
    const mine = await h.member();
    const theirs = await h.member();
    expect((await h.request('PUT', '/v1/Settings/SigningCertificate', { key: mine.secret, json: { pkcs12: base64, passphrase: PASSPHRASE } })).status).toBe(200);
    expect((await h.request('GET', '/v1/Settings/SigningCertificate', { key: theirs.secret })).status).toBe(404);
    expect((await h.request('DELETE', '/v1/Settings/SigningCertificate', { key: theirs.secret })).status).toBe(404);
    expect((await h.request('GET', '/v1/Settings/SigningCertificate', { key: mine.secret })).status).toBe(200);
  });
});
