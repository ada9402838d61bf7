import * as t from 'io-ts';
import type { SecuredRoutes } from '../auth/secured-routes';
import { annotate, component } from './annotate';
import { SchemaComponents } from './json-schema-of';
import { pathsOf } from './openapi-paths';
import { jsonBody, jsonContent } from './openapi-parts';
import { operations, serve } from './operations';

const Thing = component('Thing', t.type({ id: t.string }));
const table = operations('Things', {
  searchThings: {
    method: 'get',
    path: '/Things',
    summary: 'Search',
    role: 'member',
    query: t.exact(t.intersection([t.type({ q: annotate(t.string, { description: 'Words.' }) }), t.partial({ tags: t.array(t.string) })])),
    responses: { '200': { description: 'Found', content: jsonContent(Thing) } },
  },
  importThings: {
    method: 'post',
    path: '/Things/:id/Import',
    summary: 'Import',
    role: 'author',
    query: { codec: t.exact(t.type({ sep: annotate(t.string, { description: 'the separator' }), header: t.string })), when: 'CSV body only' },
    requestBody: jsonBody(t.exact(t.partial({ note: t.string }))),
    responses: { '204': { description: 'Done' } },
  },
});

describe('operation tables', () => {
  describe('pathsOf', () => {
    const components = new SchemaComponents();
    const paths = pathsOf([table], components);

    it('writes each operation under its OpenAPI path, with its key as operationId and its codecs as schemas', () => {
      expect(Object.keys(paths)).toEqual(['/Things', '/Things/{id}/Import']);
      expect(paths['/Things']?.['get']).toMatchObject({ operationId: 'searchThings', tags: ['Things'], summary: 'Search', responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } });
      expect(components.schemas).toEqual({ Thing: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } });
      expect(paths['/Things/{id}/Import']?.['post']).toMatchObject({ requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', additionalProperties: false } } } } });
    });

    it('says who may call each operation: the role it needs, in words and as x-quire-role', () => {
      expect(paths['/Things']?.['get']).toMatchObject({ description: 'Any member of the tenant (every role).', 'x-quire-role': 'member' });
      expect(paths['/Things/{id}/Import']?.['post']).toMatchObject({ description: 'Needs the role author: owner, author.', 'x-quire-role': 'author' });
    });

    it("turns the query's properties into parameters: the description beside the schema, lists exploded", () => {
      expect(paths['/Things']?.['get']).toMatchObject({
        parameters: [
          { name: 'q', in: 'query', required: true, description: 'Words.', schema: { type: 'string' } },
          { name: 'tags', in: 'query', required: false, schema: { type: 'array', items: { type: 'string' } }, style: 'form', explode: true },
        ],
      });
    });

    it('makes every parameter of a query that only goes with one kind of body optional, and says which', () => {
      expect(paths['/Things/{id}/Import']?.['post']).toMatchObject({
        parameters: [
          { name: 'sep', required: false, description: 'CSV body only: the separator' },
          { name: 'header', required: false, description: 'CSV body only' },
        ],
      });
    });
  });

  describe('serve', () => {
    it('registers each handler at its operation’s method and path, with the role it needs', () => {
      const registered: string[] = [];
      const record = (method: string) => (path: string, needed: string) => void registered.push(`${method} ${path} ${needed}`);
      const router: SecuredRoutes = { get: record('GET'), post: record('POST'), put: record('PUT'), delete: record('DELETE') };
      const on = serve(router, table);
      on.importThings(async () => undefined);
      on.searchThings(async () => undefined);
      expect(registered).toEqual(['POST /Things/:id/Import author', 'GET /Things member']);
    });
  });
});
