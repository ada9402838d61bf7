import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A self-signed certificate and its key in a PKCS#12, made by the openssl command line for the
 * test (no certificate file comes from elsewhere). `legacy` writes the older RC2/3DES encryption
 * some tools still produce; `iterations` sets the key derivation's count (a slow file to open).
 */
export const selfSignedP12 = (options: { subject: string; passphrase: string; days?: number; legacy?: boolean; iterations?: number }): Uint8Array => {
  const directory = mkdtempSync(join(tmpdir(), 'quire-p12-'));
  try {
    const key = join(directory, 'key.pem');
    const certificate = join(directory, 'certificate.pem');
    const p12 = join(directory, 'seal.p12');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', String(options.days ?? 30), '-subj', options.subject, '-utf8'], { stdio: 'ignore' });
    execFileSync('openssl', ['pkcs12', '-export', ...(options.legacy === true ? ['-legacy'] : []), ...(options.iterations === undefined ? [] : ['-iter', String(options.iterations)]), '-inkey', key, '-in', certificate, '-out', p12, '-passout', `pass:${options.passphrase}`], { stdio: 'ignore' });
    return new Uint8Array(readFileSync(p12));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};
