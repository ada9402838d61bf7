/** A blob's address: 64 lowercase hex digits (SHA-256). Anything else never becomes a key. */
export const DIGEST = /^[0-9a-f]{64}$/;

const BLOB_KEY = /^([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

/**
 * Where a blob lives under the prefix: `ab/cd/abcd…`, the layout of the blob folder (ADR 0012), so
 * that a folder copied into the bucket under the prefix is a store as it is.
 */
export const blobKey = (prefix: string, digest: string): string => `${prefix}${digest.slice(0, 2)}/${digest.slice(2, 4)}/${digest}`;

/** The digest a key stands for, or undefined for any other object under the prefix (the ping object, foreign files). */
export const digestOfKey = (prefix: string, key: string | undefined): string | undefined => {
  if (key === undefined || !key.startsWith(prefix)) return undefined;
  const match = BLOB_KEY.exec(key.slice(prefix.length));
  if (match === null) return undefined;
  const [, first, second, digest = ''] = match;
  return digest.startsWith(`${first}${second}`) ? digest : undefined;
};

/** The object readiness writes and removes again: outside the blob layout, so no listing takes it for a blob. */
export const pingKey = (prefix: string): string => `${prefix}.ping`;

/** Where a streamed write goes before its digest is known (`.streams/<random>`): outside the blob layout; copied to its key, then removed. */
export const streamKey = (prefix: string, name: string): string => `${prefix}.streams/${name}`;

/** Is this key a streamed write's temporary object? */
export const isStreamKey = (prefix: string, key: string | undefined): boolean => key !== undefined && key.startsWith(`${prefix}.streams/`);
