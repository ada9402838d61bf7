import { join } from 'node:path';

/** A blob's address: 64 lowercase hex digits (SHA-256). Anything else never reaches the filesystem. */
export const DIGEST = /^[0-9a-f]{64}$/;
export const SHARD = /^[0-9a-f]{2}$/;

/** Where a blob lives under the root: `ab/cd/abcd…` (two levels of 256 folders keep folders small). */
export const blobPath = (root: string, digest: string): string => join(root, digest.slice(0, 2), digest.slice(2, 4), digest);

/** Where writes are prepared before they are renamed into place (same filesystem as the blobs). */
export const tempDirectory = (root: string): string => join(root, '.tmp');
