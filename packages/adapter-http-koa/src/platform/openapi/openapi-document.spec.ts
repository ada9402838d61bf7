import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { buildRouters } from '../../build-routers';
import { openApiDocument } from './openapi-document';
import pino from 'pino';

const unused = new Proxy({}, { get: () => () => undefined }) as never;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `METHOD /path/{param}` for every route of the routers, as OpenAPI writes paths. */
const routesOf = (prefix: string): string[] => {
  const { publicRouter, apiRouter } = buildRouters(unused, unused, { prefix, jsonBodyLimitBytes: 1024, logger: pino({ level: 'silent' }), console: async () => new Map() });
  return [...publicRouter.stack, ...apiRouter.stack]
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path).replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`),
    )
    .sort();
};

const operationsOf = (document: ReturnType<typeof openApiDocument>): string[] =>
  Object.entries(document.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, item]) => METHODS.filter((method) => item[method] !== undefined).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('openApiDocument', () => {
  describe.each(['/v1', '/api/v2'])('with the prefix %s', (prefix) => {
    it('documents exactly the routes the routers serve', () => {
      const routes = routesOf(prefix);
      expect(routes.length).toBeGreaterThan(8);
      expect(operationsOf(openApiDocument(prefix))).toEqual(routes);
    });
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const document = openApiDocument('/v1');
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as unknown as OpenAPI.Document)).resolves.toBeDefined();
  });

  it('gives every POST and PUT under the prefix a request body, and every operation a 401 and a 429 unless public', () => {
    const paths = openApiDocument('/v1').paths as Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown>; security?: unknown[] }>>;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if ((method === 'post' || method === 'put') && path.startsWith('/v1')) expect(operation.requestBody).toBeDefined();
        if (path.startsWith('/v1')) expect(operation.responses['401']).toBeDefined();
        if (path.startsWith('/v1')) expect(operation.responses['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
        else expect(operation.security).toEqual([]);
      }
    }
  });

  it('declares both ways of sending a key', () => {
    const { securitySchemes } = openApiDocument('/v1').components;
    expect(securitySchemes.bearerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(securitySchemes.headerKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
  });
});
