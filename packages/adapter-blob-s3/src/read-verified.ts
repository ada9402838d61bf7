import { createHash } from 'node:crypto';
import { S3BodyError } from './s3-failure';

const isAsyncIterable = (body: unknown): body is AsyncIterable<Uint8Array> =>
  typeof body === 'object' && body !== null && typeof (body as Record<symbol, unknown>)[Symbol.asyncIterator] === 'function';

/**
 * Reads an object's body as it streams in, hashing each chunk as it comes, into one buffer of the
 * announced length (no second copy of a large blob). Answers the bytes and their SHA-256; the
 * caller compares it with the key. A body longer or shorter than announced is a failed read.
 */
export const readVerified = async (body: unknown, contentLength: number | undefined): Promise<{ bytes: Uint8Array; digest: string }> => {
  const hash = createHash('sha256');
  if (body === undefined) return { bytes: new Uint8Array(0), digest: hash.digest('hex') };
  if (!isAsyncIterable(body)) throw new S3BodyError('IncompleteBody');
  if (contentLength === undefined) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of body) {
      hash.update(chunk);
      chunks.push(chunk);
    }
    return { bytes: Buffer.concat(chunks), digest: hash.digest('hex') };
  }
  const bytes = Buffer.allocUnsafe(contentLength);
  let filled = 0;
  for await (const chunk of body) {
    if (filled + chunk.length > contentLength) throw new S3BodyError('OversizedBody');
    hash.update(chunk);
    bytes.set(chunk, filled);
    filled += chunk.length;
  }
  if (filled !== contentLength) throw new S3BodyError('IncompleteBody');
  return { bytes, digest: hash.digest('hex') };
};
