/** OpenAPI path items of the API key routes (relative to the API prefix). */

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (schema: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } });
const keyResponse = (description: string) => ({ description, headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: json('ApiKey') });
const authFailures = { '401': ref('Unauthenticated'), '403': ref('Forbidden'), '500': ref('InternalError') };
const bodyFailures = { '400': ref('MalformedJson'), '413': ref('PayloadTooLarge'), '415': ref('UnsupportedMediaType'), '422': ref('ValidationFailed') };
const changeFailures = { '404': ref('NotFound'), '409': ref('Conflict'), '412': ref('PreconditionFailed') };
const idParameters = [{ $ref: '#/components/parameters/ApiKeyId' }];
const changeParameters = [...idParameters, { $ref: '#/components/parameters/IfMatch' }];
const noBody = { required: false, content: json('EmptyRequest') };

const stateChange = (verb: string, operationId: string) => ({
  put: {
    operationId,
    tags: ['ApiKeys'],
    summary: `${verb} one of your keys (idempotent)`,
    parameters: changeParameters,
    requestBody: noBody,
    responses: { '200': keyResponse(`The key, ${verb.toLowerCase()}d`), ...authFailures, ...bodyFailures, ...changeFailures },
  },
});

export const apiKeyPaths = {
  '/ApiKeys': {
    get: {
      operationId: 'listApiKeys',
      tags: ['ApiKeys'],
      summary: "The caller's keys in every tenant (never the secret)",
      responses: { '200': { description: 'The keys', content: json('ApiKeyList') }, ...authFailures },
    },
    post: {
      operationId: 'createApiKey',
      tags: ['ApiKeys'],
      summary: 'Create a key for a tenant you belong to; the response alone carries the secret `key`',
      requestBody: { required: true, content: json('CreateApiKeyRequest') },
      responses: {
        '201': {
          description: 'Created',
          headers: { Location: { $ref: '#/components/headers/Location' }, ETag: { $ref: '#/components/headers/ETag' } },
          content: json('CreatedApiKey'),
        },
        ...authFailures,
        ...bodyFailures,
      },
    },
  },
  '/ApiKeys/{id}': {
    get: {
      operationId: 'getApiKey',
      tags: ['ApiKeys'],
      summary: 'One of your keys',
      parameters: idParameters,
      responses: { '200': keyResponse('The key'), ...authFailures, '404': ref('NotFound') },
    },
    put: {
      operationId: 'renameApiKey',
      tags: ['ApiKeys'],
      summary: 'Rename one of your keys',
      parameters: changeParameters,
      requestBody: { required: true, content: json('RenameApiKeyRequest') },
      responses: { '200': keyResponse('The renamed key'), ...authFailures, ...bodyFailures, ...changeFailures },
    },
  },
  '/ApiKeys/{id}/Deactivate': stateChange('Deactivate', 'deactivateApiKey'),
  '/ApiKeys/{id}/Reactivate': stateChange('Reactivate', 'reactivateApiKey'),
} as const;
