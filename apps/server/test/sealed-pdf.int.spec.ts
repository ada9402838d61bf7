import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import path from 'node:path';
import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import { startTestServer, type TestServer } from './server-harness';

jest.setTimeout(180_000);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PASSPHRASE = 'a passphrase nobody should ever read back';

/** A self-signed certificate and its key in a PKCS#12, made by openssl for this test. */
const testP12 = (): Buffer => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-seal-'));
  try {
    const [key, certificate, p12] = ['key.pem', 'certificate.pem', 'seal.p12'].map((name) => path.join(dir, name)) as [string, string, string];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '30', '-subj', '/CN=Hale and Whitcombe LLP'], { stdio: 'ignore' });
    execFileSync('openssl', ['pkcs12', '-export', '-inkey', key, '-in', certificate, '-out', p12, '-passout', `pass:${PASSPHRASE}`], { stdio: 'ignore' });
    return fs.readFileSync(p12);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

/** What poppler's pdfsig says of a PDF (its exit status is not 0 for a certificate it does not trust). */
const pdfsig = (pdf: Uint8Array): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-pdfsig-'));
  try {
    const file = path.join(dir, 'sealed.pdf');
    fs.writeFileSync(file, pdf);
    try {
      return execFileSync('pdfsig', [file], { stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
    } catch (error) {
      return String((error as { stdout?: Buffer }).stdout ?? '');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe('sealed PDFs on the real server (SQLite, the engine pool, LibreOffice, the AES-GCM secret box)', () => {
  let server: TestServer;
  afterEach(async () => server?.stop());

  it('stores the certificate sealed, never answers its key, and seals a PDF that pdfsig verifies', async () => {
    server = await startTestServer({ PDF_POOL_SIZE: '1' });
    const key = server.bootstrapKey as string;
    const p12 = testP12();
    const stored = await server.call('PUT', '/v1/Settings/SigningCertificate', key, { pkcs12: p12.toString('base64'), passphrase: PASSPHRASE });
    expect([stored.status, (stored.body as { subject: string }).subject]).toEqual([200, 'CN=Hale and Whitcombe LLP']);
    expect(stored.raw).not.toContain(PASSPHRASE);

    const uploaded = await fetch(`${server.url}/v1/FormTemplates?name=Letter`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': DOCX }, body: docxFromText('Dear {{client_name}},') });
    const { id } = (await uploaded.json()) as { id: string };
    const generated = await fetch(`${server.url}/v1/FormTemplates/${id}/Generate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { client_name: 'Ada' }, format: 'pdf', pdf: { archive: 'PDF/A-2b', seal: true } }),
    });
    expect(generated.status).toBe(200);
    expect(pdfsig(new Uint8Array(await generated.arrayBuffer()))).toContain('Signature Validation: Signature is Valid.');
    await server.stop();

    // Neither the passphrase nor any part of the PKCS#12 is in the database's files.
    const files = fs.readdirSync(server.dataDir).filter((file) => file.startsWith('quire.sqlite'));
    const dump = Buffer.concat(files.map((file) => fs.readFileSync(path.join(server.dataDir, file))));
    expect(dump.toString('latin1')).toContain('CN=Hale and Whitcombe LLP');
    expect(dump.toString('latin1')).not.toContain(PASSPHRASE);
    expect(dump.toString('latin1')).not.toContain(p12.toString('base64').slice(0, 24));
    expect(dump.includes(p12.subarray(p12.length - 64))).toBe(false);
  });
});
