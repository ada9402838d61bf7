import { type StorageError, storageError } from '@quire/ports/storage/storage-error';

const CODE = /^[A-Za-z0-9_]{1,64}$/;

/** What is kept of a failure of the SDK: the S3 error code or the system code, and the HTTP status. Nothing else. */
export type S3FailureCause = { readonly name: 'S3Failure'; readonly code?: string; readonly httpStatus?: number };

/** A failure of ours while reading an object (a body shorter or longer than announced), by its code alone. */
export class S3BodyError extends Error {
  constructor(readonly code: 'IncompleteBody' | 'OversizedBody') {
    super(code);
    this.name = 'S3BodyError';
  }
}

const field = (error: object, name: string): unknown => (error as Record<string, unknown>)[name];

const httpStatusOf = (error: object): number | undefined => {
  const metadata = field(error, '$metadata');
  const status = typeof metadata === 'object' && metadata !== null ? field(metadata, 'httpStatusCode') : undefined;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
};

/**
 * Reduces an error of the SDK to its code and status. The SDK's errors carry the request (endpoint,
 * bucket, key), the server's XML (a failed signature's StringToSign names the access key) and a
 * message; none of that may reach a log line or a response, so none of it is kept.
 */
export const s3FailureCause = (error: unknown): S3FailureCause => {
  if (typeof error !== 'object' || error === null) return { name: 'S3Failure' };
  const candidates = [field(error, 'Code'), field(error, 'code'), field(error, 'name')];
  const code = candidates.find((value): value is string => typeof value === 'string' && CODE.test(value) && value !== 'Error');
  const httpStatus = httpStatusOf(error);
  return { name: 'S3Failure', ...(code === undefined ? {} : { code }), ...(httpStatus === undefined ? {} : { httpStatus }) };
};

/** The StorageError of a failed S3 call, with the reduced cause. */
export const s3Failure =
  (operation: string) =>
  (error: unknown): StorageError =>
    storageError(operation)(s3FailureCause(error));

/** The object (or the upload) is not there: S3's 404 with NoSuchKey, NoSuchUpload, or no body at all (HEAD). */
export const isNotFound = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const name = field(error, 'name');
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload';
};

/** The server does not offer the call (S3-compatible servers without ListMultipartUploads). */
export const isNotImplemented = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (field(error, 'name') === 'NotImplemented' || httpStatusOf(error) === 501);
