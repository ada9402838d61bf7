import type { HttpError } from './http-error';
import { problemFromError } from './problem-from-error';

const cases: ReadonlyArray<[HttpError, number, string]> = [
  [{ _tag: 'NotFound', resource: 'ApiKey', id: 'k1' }, 404, 'not_found'],
  [{ _tag: 'Unauthenticated', reason: 'inactive' }, 401, 'unauthenticated'],
  [{ _tag: 'Forbidden', reason: 'not_a_member' }, 403, 'forbidden'],
  [{ _tag: 'Validation', errors: [{ path: 'name', message: 'is required' }] }, 422, 'validation_failed'],
  [{ _tag: 'Conflict', code: 'email_taken', detail: 'taken' }, 409, 'email_taken'],
  [{ _tag: 'VersionMismatch', resource: 'ApiKey', id: 'k1', current: 4 }, 412, 'version_mismatch'],
  [{ _tag: 'StorageError', operation: 'apiKeys.insert', cause: new Error('ER_DUP_ENTRY at /srv/db') }, 500, 'internal_error'],
  [{ _tag: 'MalformedJson' }, 400, 'malformed_json'],
  [{ _tag: 'PayloadTooLarge', limitBytes: 10 }, 413, 'payload_too_large'],
  [{ _tag: 'UnsupportedMediaType', expected: 'application/json' }, 415, 'unsupported_media_type'],
  [{ _tag: 'RouteNotFound' }, 404, 'route_not_found'],
  [{ _tag: 'MethodNotAllowed' }, 405, 'method_not_allowed'],
  [{ _tag: 'NotImplemented' }, 501, 'not_implemented'],
  [{ _tag: 'ClientFault', status: 431 }, 431, 'bad_request'],
  [{ _tag: 'NotReady', checks: { database: 'failing' } }, 503, 'not_ready'],
];

describe('problemFromError', () => {
  it.each(cases)('maps %j to %i %s', (error, status, code) => {
    const problem = problemFromError(error);
    expect(problem).toMatchObject({ status, code, type: `urn:quire:problem:${code}` });
    expect(problem.title).not.toBe('');
    expect(problem.detail).not.toBe('');
    expect(problem.code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('never carries the cause of a storage failure', () => {
    expect(JSON.stringify(problemFromError(cases[6]?.[0] as HttpError))).not.toMatch(/ER_DUP|\/srv/);
  });

  it('carries the field errors of a validation failure', () => {
    expect(problemFromError({ _tag: 'Validation', errors: [{ path: 'name', message: 'is required' }] }).errors).toEqual([{ path: 'name', message: 'is required' }]);
  });
});
