import { parseS3Url } from '@quire/adapter-blob-s3/s3-location';
import * as E from 'fp-ts/Either';
import * as path from 'node:path';

/**
 * Where blobs are kept: a folder (BLOB_DIR, the default) or an S3 bucket (BLOB_URL, docs/operations.md#blobs-on-s3). Never
 * a secret: S3 credentials are found by the AWS SDK's own chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance or task role) and never pass through here.
 */
export type BlobSettings =
  | { readonly kind: 'folder'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      /** Empty, or ending in `/`. */
      readonly prefix: string;
      /** AWS_REGION; required on AWS, optional with an endpoint. */
      readonly region?: string;
      /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL: an S3-compatible server, addressed path-style. */
      readonly endpoint?: string;
    };

type Env = Readonly<Record<string, string | undefined>>;
type SettingError = { readonly setting: string; readonly message: string };

const REGION = /^[A-Za-z0-9_-]{1,64}$/;

const present = (env: Env, setting: string): string | undefined => {
  const raw = env[setting]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
};

/** An http(s) URL with no credentials, query or fragment; messages never repeat it (it could hold a password). */
const endpointOf = (env: Env): E.Either<SettingError, string | undefined> => {
  const setting = present(env, 'AWS_ENDPOINT_URL_S3') === undefined ? 'AWS_ENDPOINT_URL' : 'AWS_ENDPOINT_URL_S3';
  const raw = present(env, setting);
  if (raw === undefined) return E.right(undefined);
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) return E.left({ setting, message: `${setting} must be an http:// or https:// URL` });
  if (url.username !== '' || url.password !== '') return E.left({ setting, message: `${setting} must not carry credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY give them` });
  if (url.search !== '' || url.hash !== '') return E.left({ setting, message: `${setting} must have no query and no fragment` });
  return E.right(raw);
};

/** BLOB_URL (with the AWS variables) or BLOB_DIR (default `$DATA_DIR/blobs`); both at once is refused. */
export const blobSettingsOf = (env: Env, cwd: string, dataDir: string): E.Either<SettingError, BlobSettings> => {
  const blobUrl = present(env, 'BLOB_URL');
  if (blobUrl === undefined) return E.right({ kind: 'folder', dir: path.resolve(cwd, env['BLOB_DIR'] ?? path.join(dataDir, 'blobs')) });
  if (present(env, 'BLOB_DIR') !== undefined) return E.left({ setting: 'BLOB_URL', message: 'BLOB_URL and BLOB_DIR are both set: blobs go to one store, set one of them' });
  const location = parseS3Url(blobUrl);
  if (E.isLeft(location)) return E.left({ setting: 'BLOB_URL', message: `BLOB_URL ${location.left}` });
  const endpoint = endpointOf(env);
  if (E.isLeft(endpoint)) return endpoint;
  const region = present(env, 'AWS_REGION');
  if (region !== undefined && !REGION.test(region)) return E.left({ setting: 'AWS_REGION', message: 'AWS_REGION must look like eu-west-1' });
  if (region === undefined && endpoint.right === undefined) {
    return E.left({ setting: 'AWS_REGION', message: 'AWS_REGION is required with BLOB_URL on AWS (or set AWS_ENDPOINT_URL_S3 for an S3-compatible server)' });
  }
  return E.right({
    kind: 's3',
    ...location.right,
    ...(region === undefined ? {} : { region }),
    ...(endpoint.right === undefined ? {} : { endpoint: endpoint.right }),
  });
};
