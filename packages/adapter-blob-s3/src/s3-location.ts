import * as E from 'fp-ts/Either';

/** Where the blobs live: a bucket and a key prefix (empty, or ending in `/`). */
export type S3Location = { readonly bucket: string; readonly prefix: string };

/** S3's rules for bucket names that work with path-style and virtual-hosted URLs alike. */
const BUCKET = /^(?!\d+\.\d+\.\d+\.\d+$)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Prefix segments: printable, no `.`/`..` segments (some S3-compatible servers map keys to paths). */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9!_.*'()-]+$/;

/**
 * Reads `s3://bucket/prefix` (the prefix may be empty or end in a slash). Messages never repeat the
 * value: a URL with credentials in it (refused) must not reach a log.
 */
export const parseS3Url = (raw: string): E.Either<string, S3Location> => {
  const match = /^s3:\/\/([^/?#]*)(\/[^?#]*)?$/.exec(raw.trim());
  if (match === null) return E.left('must look like s3://bucket or s3://bucket/prefix (no query, no fragment)');
  const [, bucket = '', path = ''] = match;
  if (bucket.includes('@') || bucket.includes(':')) return E.left('must not carry credentials or a port: the AWS variables give those (AWS_ACCESS_KEY_ID, AWS_ENDPOINT_URL_S3)');
  if (!BUCKET.test(bucket) || bucket.includes('..')) return E.left('names a bucket S3 would refuse (3 to 63 lowercase letters, digits, dots and hyphens)');
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  const segments = trimmed === '' ? [] : trimmed.split('/');
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return E.left('has a prefix with an empty, "." or ".." segment or a character outside A-Z a-z 0-9 ! _ . * \' ( ) -');
  }
  return E.right({ bucket, prefix: segments.length === 0 ? '' : `${segments.join('/')}/` });
};
