import { isNotFound, isNotImplemented, S3BodyError, s3FailureCause } from './s3-failure';

/** The shape of the SDK's service exceptions: a name and Code from the XML, the request's metadata, the XML's other fields. */
const serviceException = (name: string, httpStatusCode: number, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${name}: the server said so about s3://bucket/prefix/ab/cd/key`), {
    name,
    Code: name,
    $fault: 'client',
    $metadata: { httpStatusCode, requestId: 'R1', extendedRequestId: 'X1' },
    ...extra,
  });

describe('s3FailureCause', () => {
  it('keeps the S3 error code and the HTTP status, and nothing of the request or the XML', () => {
    const error = serviceException('SignatureDoesNotMatch', 403, { AWSAccessKeyId: 'AKIAEXAMPLE', StringToSign: 'AWS4-HMAC-SHA256 … AKIAEXAMPLE/…' });
    expect(s3FailureCause(error)).toEqual({ name: 'S3Failure', code: 'SignatureDoesNotMatch', httpStatus: 403 });
  });

  it('keeps the system code of a network failure', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:9000'), { code: 'ECONNREFUSED', errno: -111, address: '10.0.0.5', $metadata: { attempts: 3 } });
    expect(s3FailureCause(error)).toEqual({ name: 'S3Failure', code: 'ECONNREFUSED' });
  });

  it('keeps the name of a named failure without a code (a timeout), and never the plain "Error"', () => {
    expect(s3FailureCause(Object.assign(new Error('socket hang up after 60000 ms'), { name: 'TimeoutError' }))).toEqual({ name: 'S3Failure', code: 'TimeoutError' });
    expect(s3FailureCause(new Error('AWS SDK error wrapper for Error: connect ECONNREFUSED 127.0.0.1:9000'))).toEqual({ name: 'S3Failure' });
    expect(s3FailureCause(new S3BodyError('IncompleteBody'))).toEqual({ name: 'S3Failure', code: 'IncompleteBody' });
  });

  it('drops a code that is not shaped like one', () => {
    expect(s3FailureCause({ code: 'not a code: s3://bucket/key', name: 'Error' })).toEqual({ name: 'S3Failure' });
    expect(s3FailureCause('a string')).toEqual({ name: 'S3Failure' });
  });
});

describe('isNotFound and isNotImplemented', () => {
  it('tell an absent object from a missing bucket or a refusal', () => {
    expect(isNotFound(serviceException('NoSuchKey', 404))).toBe(true);
    expect(isNotFound(serviceException('NotFound', 404))).toBe(true);
    expect(isNotFound(serviceException('NoSuchBucket', 404))).toBe(false);
    expect(isNotFound(serviceException('AccessDenied', 403))).toBe(false);
    expect(isNotImplemented(serviceException('NotImplemented', 501))).toBe(true);
    expect(isNotImplemented(serviceException('AccessDenied', 403))).toBe(false);
  });
});
