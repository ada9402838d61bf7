import { dateTime } from './openapi-parts';

/** Reusable parts of the OpenAPI document: schemas, parameters, headers, security schemes and problem responses. */

const problemResponse = (description: string, example: { status: number; code: string }) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' }, example: { type: `urn:quire:problem:${example.code}`, title: description, status: example.status, detail: description, code: example.code } } },
});

export const openApiComponents = {
  securitySchemes: {
    bearerKey: { type: 'http', scheme: 'bearer', description: 'An API key (`qk_...`) as `Authorization: Bearer <key>`.' },
    headerKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key (`qk_...`) as `X-Api-Key: <key>`.' },
  },
  schemas: {
    FieldError: {
      type: 'object',
      required: ['path', 'message'],
      properties: { path: { type: 'string', description: 'Dotted path of the field in the request, e.g. `name` or `items.0.name`.' }, message: { type: 'string' } },
    },
    Problem: {
      type: 'object',
      description: 'RFC 9457 problem details. `code` is a stable snake_case identifier.',
      required: ['type', 'title', 'status', 'detail', 'code'],
      properties: {
        type: { type: 'string', format: 'uri' },
        title: { type: 'string' },
        status: { type: 'integer' },
        detail: { type: 'string' },
        code: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
        errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
      },
    },
    ApiKey: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'tenantId', 'userId', 'prefix', 'status', 'lastUsedAt', 'expiresAt', 'createdAt', 'updatedAt', 'version'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string', minLength: 1, maxLength: 100 },
        tenantId: { type: 'string' },
        userId: { type: 'string' },
        prefix: { type: 'string', description: 'The first 12 characters of the secret, to recognise the key.' },
        status: { type: 'string', enum: ['active', 'inactive'] },
        lastUsedAt: { ...dateTime, type: ['string', 'null'], description: 'Recorded at most once a minute.' },
        expiresAt: { ...dateTime, type: ['string', 'null'] },
        createdAt: dateTime,
        updatedAt: dateTime,
        version: { type: 'integer', minimum: 1 },
      },
    },
    CreatedApiKey: {
      description: 'The new key and, in this response only, its secret.',
      allOf: [{ $ref: '#/components/schemas/ApiKey' }, { type: 'object', required: ['key'], properties: { key: { type: 'string', pattern: '^qk_[0-9A-Za-z]{49}$' } } }],
    },
    ApiKeyList: {
      type: 'object',
      required: ['items', 'nextCursor'],
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/ApiKey' } }, nextCursor: { type: ['string', 'null'] } },
    },
    CreateApiKeyRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        tenantId: { type: 'string', description: "A tenant the caller belongs to; default: the calling key's tenant." },
      },
    },
    RenameApiKeyRequest: { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 100 } } },
    EmptyRequest: { type: 'object', additionalProperties: false, properties: {} },
    Health: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } },
    Readiness: {
      type: 'object',
      required: ['status', 'checks'],
      properties: {
        status: { const: 'ready' },
        checks: { type: 'object', properties: { database: { enum: ['ok', 'failing'] }, blobStore: { enum: ['ok', 'failing'] } } },
      },
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
    Unauthenticated: {
      ...problemResponse('Missing, malformed, unknown, deactivated or expired API key', { status: 401, code: 'unauthenticated' }),
      headers: { 'WWW-Authenticate': { $ref: '#/components/headers/WWWAuthenticate' } },
    },
    Forbidden: problemResponse("The key's user is not a member of the tenant", { status: 403, code: 'forbidden' }),
    NotFound: problemResponse('No such resource (or it belongs to someone else)', { status: 404, code: 'not_found' }),
    Conflict: problemResponse('Conflict with the current state (e.g. concurrent_update)', { status: 409, code: 'concurrent_update' }),
    PreconditionFailed: problemResponse('If-Match does not match the current version', { status: 412, code: 'version_mismatch' }),
    RateLimited: {
      ...problemResponse('Too many requests for this API key (by default 50 a second, bursts of 100); retry after Retry-After seconds', { status: 429, code: 'rate_limited' }),
      headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
    },
    PayloadTooLarge: problemResponse('Request body too large', { status: 413, code: 'payload_too_large' }),
    UnsupportedMediaType: problemResponse('Request body is not JSON', { status: 415, code: 'unsupported_media_type' }),
    ValidationFailed: problemResponse('Invalid fields or unknown properties (see errors)', { status: 422, code: 'validation_failed' }),
    InternalError: problemResponse('Internal error (no details are given)', { status: 500, code: 'internal_error' }),
    NotReady: problemResponse('A dependency is unreachable', { status: 503, code: 'not_ready' }),
  },
} as const;
