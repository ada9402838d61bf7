import { createHash } from 'node:crypto';

export type HashedRequest = {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly contentType: string;
  readonly body: Uint8Array;
};

const BOUNDARY = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;

/**
 * SHA-256 of what makes two requests "the same" for `Idempotency-Key`: method, path (paths match
 * without case), query, media type and body. A multipart body's boundary is random per attempt
 * in most clients (curl -F, browsers), so it is replaced by a fixed marker before hashing: a
 * retry of the same upload hashes alike.
 */
export const requestHash = (request: HashedRequest): string => {
  const hash = createHash('sha256');
  const boundary = BOUNDARY.exec(request.contentType);
  const mediaType = (request.contentType.split(';')[0] ?? '').trim().toLowerCase();
  for (const part of [request.method.toUpperCase(), request.path.toLowerCase(), request.query, mediaType]) hash.update(`${part}\u0000`);
  const marker = boundary?.[1] ?? boundary?.[2];
  if (marker === undefined) hash.update(request.body);
  else for (const piece of split(Buffer.from(request.body), Buffer.from(marker, 'utf8'))) hash.update(piece).update('\u0000boundary\u0000');
  return hash.digest('hex');
};

/** The pieces of `bytes` between occurrences of `separator`. */
const split = (bytes: Buffer, separator: Buffer): Buffer[] => {
  const pieces: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator, start); at !== -1; at = bytes.indexOf(separator, start)) {
    pieces.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  pieces.push(bytes.subarray(start));
  return pieces;
};
