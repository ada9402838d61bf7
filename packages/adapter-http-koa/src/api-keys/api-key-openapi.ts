import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, responseRef, versionedResponse } from '../platform/openapi/openapi-parts';

const bodyFailures = { '400': responseRef('MalformedJson'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('ValidationFailed') };
const changeFailures = { '404': responseRef('NotFound'), '409': responseRef('Conflict'), '412': responseRef('PreconditionFailed') };
const idParameters = [{ $ref: '#/components/parameters/ApiKeyId' }];
const changeParameters = [...idParameters, ifMatchParameter];
const noBody = { required: false, content: jsonContent('EmptyRequest') };

const stateChange = (verb: string, operationId: string) => ({
  put: {
    operationId,
    tags: ['ApiKeys'],
    summary: `${verb} one of your keys (idempotent)`,
    parameters: changeParameters,
    requestBody: noBody,
    responses: { '200': versionedResponse('ApiKey', `The key, ${verb.toLowerCase()}d`), ...authFailures, ...bodyFailures, ...changeFailures },
  },
});

/** OpenAPI of the API key routes. */
export const apiKeyOpenApi = {
  paths: {
    '/ApiKeys': {
      get: {
        operationId: 'listApiKeys',
        tags: ['ApiKeys'],
        summary: "The caller's keys in every tenant (never the secret)",
        responses: { '200': { description: 'The keys', content: jsonContent('ApiKeyList') }, ...authFailures },
      },
      post: {
        operationId: 'createApiKey',
        tags: ['ApiKeys'],
        summary: 'Create a key for a tenant you belong to; the response alone carries the secret `key`',
        requestBody: { required: true, content: jsonContent('CreateApiKeyRequest') },
        responses: {
          '201': createdResponse('CreatedApiKey'),
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
        responses: { '200': versionedResponse('ApiKey', 'The key'), ...authFailures, '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'renameApiKey',
        tags: ['ApiKeys'],
        summary: 'Rename one of your keys',
        parameters: changeParameters,
        requestBody: { required: true, content: jsonContent('RenameApiKeyRequest') },
        responses: { '200': versionedResponse('ApiKey', 'The renamed key'), ...authFailures, ...bodyFailures, ...changeFailures },
      },
    },
    '/ApiKeys/{id}/Deactivate': stateChange('Deactivate', 'deactivateApiKey'),
    '/ApiKeys/{id}/Reactivate': stateChange('Reactivate', 'reactivateApiKey'),
  },
} satisfies OpenApiPart;
