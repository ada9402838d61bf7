/** Keyed digests of API key secrets: only the digest is ever stored. */
export interface KeyHasher {
  /** The keyed SHA-256 (HMAC with the server pepper) of a secret, as lowercase hex. */
  digest(secret: string): string;
  /** Constant-time comparison of two digests produced by `digest`. */
  equals(a: string, b: string): boolean;
}
