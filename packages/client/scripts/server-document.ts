import { openApiDocument } from '@quire/adapter-http-koa/platform/openapi/openapi-document';

/** Where the server mounts its API (apps/server: API_PREFIX); the client's paths include it. */
export const API_PREFIX = '/v1';

/** The server's own OpenAPI document, exactly as `GET /openapi.json` serves it. */
export const serverDocument = (): ReturnType<typeof openApiDocument> => openApiDocument(API_PREFIX);
