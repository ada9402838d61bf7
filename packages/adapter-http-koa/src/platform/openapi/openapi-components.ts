import { ProblemJson } from '../problems/problem-json';

/** Reusable parts of the OpenAPI document: parameters, headers, security schemes and problem responses. */

/** A problem response; `header` names the header it carries too and that header's component. */
const problemResponse = (description: string, example: { status: number; code: string }, header?: readonly [name: string, component: 'WWWAuthenticate' | 'RetryAfter']) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemJson, example: { type: `urn:quire:problem:${example.code}`, title: description, status: example.status, detail: description, code: example.code } } },
  ...(header === undefined ? {} : { headers: { [header[0]]: { $ref: `#/components/headers/${header[1]}` } } }),
});

export const openApiComponents = {
  securitySchemes: {
    bearerKey: { type: 'http', scheme: 'bearer', description: 'An API key (`qk_...`) as `Authorization: Bearer <key>`.' },
    headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key (`qk_...`) as `X-Api-Key: <key>`.' },
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'quire_session',
      description: 'A person signed in through `/auth/login` (docs/sign-in.md). Changes (POST, PUT, DELETE) also need the `quire_csrf` cookie\'s value in the `X-CSRF-Token` header (403 `csrf_failed` otherwise).',
    },
  },
  parameters: {
    ApiKeyId: { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    IfMatch: { name: 'If-Match', in: 'header', required: false, description: 'Apply only if the current version matches (`"<version>"` as in ETag); 412 otherwise.', schema: { type: 'string' } },
  },
  headers: {
    ETag: { description: 'The version of the resource, quoted: `"<version>"`.', schema: { type: 'string' } },
    Location: { description: 'The URL of the created resource.', schema: { type: 'string' } },
    WWWAuthenticate: { description: 'Always `Bearer`.', schema: { type: 'string' } },
    RetryAfter: { description: 'Whole seconds until the key may make a request again (at least 1).', schema: { type: 'integer', minimum: 1 } },
  },
  responses: {
    MalformedJson: problemResponse('Malformed JSON', { status: 400, code: 'malformed_json' }),
    Unauthenticated: problemResponse('Missing, malformed, unknown, deactivated or expired API key', { status: 401, code: 'unauthenticated' }, ['WWW-Authenticate', 'WWWAuthenticate']),
    Forbidden: problemResponse("The key's user is not a member of the tenant, or the route needs a role the key does not act with (`roleNeeded`, `role`); with a session cookie, a change without its X-CSRF-Token (`csrf_failed`)", { status: 403, code: 'forbidden' }),
    NotFound: problemResponse('No such resource (or it belongs to someone else)', { status: 404, code: 'not_found' }),
    Conflict: problemResponse('Conflict with the current state (e.g. concurrent_update)', { status: 409, code: 'concurrent_update' }),
    PreconditionFailed: problemResponse('If-Match does not match the current version', { status: 412, code: 'version_mismatch' }),
    RateLimited: problemResponse('Too many requests for this API key (by default 50 a second, bursts of 100); retry after Retry-After seconds', { status: 429, code: 'rate_limited' }, ['Retry-After', 'RetryAfter']),
    RateLimitUnavailable: problemResponse(
      'The request limit of the key could not be checked (its store did not answer); the request was not run. Retry after Retry-After seconds',
      { status: 503, code: 'rate_limit_unavailable' },
      ['Retry-After', 'RetryAfter'],
    ),
    PayloadTooLarge: problemResponse('Request body too large', { status: 413, code: 'payload_too_large' }),
    UnsupportedMediaType: problemResponse('Request body is not JSON', { status: 415, code: 'unsupported_media_type' }),
    ValidationFailed: problemResponse('Invalid fields or unknown properties (see errors)', { status: 422, code: 'validation_failed' }),
    InternalError: problemResponse('Internal error (no details are given)', { status: 500, code: 'internal_error' }),
    NotReady: problemResponse('A dependency is unreachable', { status: 503, code: 'not_ready' }),
  },
} as const;
