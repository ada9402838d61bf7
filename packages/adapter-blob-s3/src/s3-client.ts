import { S3Client } from '@aws-sdk/client-s3';

/** How to reach the store; credentials come from the SDK's chain (AWS_ACCESS_KEY_ID…, a profile, a role) unless given. */
export type S3Connection = {
  /** AWS_REGION; without it `us-east-1` (S3-compatible servers mostly ignore it; the configuration asks for it on AWS). */
  readonly region?: string;
  /** AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL): an S3-compatible server. Requests then go path-style. */
  readonly endpoint?: string;
  /** Tests only: fixed credentials instead of the SDK's chain. */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
};

const CONNECT_TIMEOUT_MS = 5_000;
/** Socket inactivity (not the whole transfer): a large blob streams for as long as bytes keep coming. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * An S3 client for the blob store. With an endpoint: path-style requests (MinIO, Ceph, s3rver have
 * no per-bucket host names) and checksums only where S3 requires them: the SDK's default CRC32
 * trailers are refused by several S3-compatible servers (ADR 0018). No logger: the SDK logs nothing.
 */
export const createS3Client = ({ region, endpoint, credentials }: S3Connection): S3Client =>
  new S3Client({
    region: region ?? 'us-east-1',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    ...(endpoint === undefined
      ? {}
      : { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const, responseChecksumValidation: 'WHEN_REQUIRED' as const }),
    ...(credentials === undefined ? {} : { credentials }),
  });
