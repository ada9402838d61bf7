import { createHash } from 'node:crypto';
import type { CertificateFacts } from '@quire/domain/settings/signing-certificate';
import type { PdfRefused } from '@quire/ports/documents/pdf-forms';
import type { CertificateRefusalCode, CertificateRefused, SealInput, SigningKey } from '@quire/ports/documents/pdf-seals';
import { sealPdf } from '@quire/pdf-forms/seal/seal-pdf';
import { type CertificateRefusal, type CertificateRefusalCode as LibraryCertificateCode, openSealingKey, type SealingKey } from '@quire/pdf-forms/seal/sealing-key';
import type { Result } from '@quire/pdf-forms/result';
import * as E from 'fp-ts/Either';

/*
 * Seals as plain async functions of bytes and a key, run in an engine worker (or on the calling
 * thread with ENGINE_THREADS=0): opening a PKCS#12 derives its keys slowly (about 150 ms), so a
 * worker keeps the few it opened last, by digest; sealing with an open key takes milliseconds.
 */

// The port lists the codes again (ports import no adapter): this fails to compile when the two differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const codesAgree: Same<CertificateRefusalCode, LibraryCertificateCode> = true;
void codesAgree;

/**
 * A sealed PDF is one Quire made (a filled form, LibreOffice's export, a merged packet), up to a
 * generation's output limit: the guards of an upload still run, with room for its size and pages.
 * The seal runs on the engine pool, under the generation's time limit and the worker's memory limit.
 */
const SEAL_LIMITS = { maxBytes: 200 * 1024 * 1024, maxPages: 20_000 } as const;

/** Keys a worker keeps open: a tenant seals with one, a server serves a few tenants at a time. */
const OPEN_KEYS = 8;
const openKeys = new Map<string, Promise<Result<SealingKey, CertificateRefusal>>>();

const digestOf = (key: SigningKey): string => {
  const hash = createHash('sha256');
  hash.update(createHash('sha256').update(key.p12).digest());
  hash.update(createHash('sha256').update(key.passphrase, 'utf8').digest());
  return hash.digest('hex');
};

/** The key opened, from this worker's few (most recently used last), or opened now. */
const sealingKeyOf = (key: SigningKey): Promise<Result<SealingKey, CertificateRefusal>> => {
  const digest = digestOf(key);
  const kept = openKeys.get(digest);
  if (kept !== undefined) {
    openKeys.delete(digest);
    openKeys.set(digest, kept);
    return kept;
  }
  const opened = openSealingKey(key.p12, key.passphrase);
  openKeys.set(digest, opened);
  // A key that does not open is not kept: the next attempt may bring the right passphrase.
  void opened.then((result) => (result.ok ? undefined : openKeys.delete(digest)));
  while (openKeys.size > OPEN_KEYS) {
    const oldest = openKeys.keys().next().value;
    if (oldest === undefined) break;
    openKeys.delete(oldest);
  }
  return opened;
};

const isCertificateRefusal = (error: { readonly code: string }): error is CertificateRefusal => error.code.startsWith('certificate_');

const refused = (refusal: CertificateRefusal): CertificateRefused => ({ _tag: 'CertificateRefused', code: refusal.code, message: refusal.message });

/** The certificate of the PKCS#12, or why it does not open. */
export const readCertificateNow = async (key: SigningKey): Promise<E.Either<CertificateRefused, CertificateFacts>> => {
  const opened = await sealingKeyOf(key);
  if (!opened.ok) return E.left(refused(opened.error));
  const { subject, issuer, serialNumber, fingerprint256, validFrom, validTo } = opened.value.certificate;
  return E.right({ subject, issuer, serialNumber, fingerprint256, validFrom, validTo });
};

export type SealRefusal = CertificateRefused | PdfRefused;

/** The PDF sealed with the key at `now` (PAdES B-B, an incremental update), or why not. */
export const sealPdfNow = async (input: SealInput): Promise<E.Either<SealRefusal, Uint8Array>> => {
  const opened = await sealingKeyOf(input.key);
  if (!opened.ok) return E.left(refused(opened.error));
  const sealed = await sealPdf(input.bytes, opened.value, { now: input.now, stamp: input.stamp === true, limits: SEAL_LIMITS });
  if (sealed.ok) return E.right(sealed.value);
  const error = sealed.error;
  if (isCertificateRefusal(error)) return E.left(refused(error));
  const pdfRefused: PdfRefused = { _tag: 'PdfRefused', code: error.code, message: error.message };
  return E.left(pdfRefused);
};
