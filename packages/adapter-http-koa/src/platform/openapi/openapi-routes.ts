import type { Router } from '@koa/router';
import type { AppState } from '../../app-state';
import { openApiDocument } from './openapi-document';

/** `GET /openapi.json`. */
export const registerOpenApiRoute = (router: Router<AppState>, prefix: string): void => {
  const document = JSON.stringify(openApiDocument(prefix));
  router.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = document;
  });
};
