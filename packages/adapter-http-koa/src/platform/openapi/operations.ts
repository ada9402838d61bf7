import type { RouterMiddleware } from '@koa/router';
import type { Access } from '@quire/domain/accounts/role';
import type * as t from 'io-ts';
import type { AppState } from '../../app-state';
import type { SecuredRoutes } from '../auth/secured-routes';

/*
 * A feature's routes as one table: each operation's method, path, summary, parameters, query,
 * request body and responses, keyed by its operationId. The Koa registration (`serve`) and the
 * OpenAPI paths (openapi-paths.ts) are both read from it, so a route cannot be served without
 * being documented, nor documented at another path. Shapes are io-ts codecs wherever they appear
 * (a body, a response, a parameter's schema): the document derives their schemas.
 */

export type Method = 'get' | 'post' | 'put' | 'delete';

/** A query string documented from its exact codec; `when` ("CSV body only") makes every parameter optional and heads its description. */
export type QueryDoc = t.Mixed | { readonly codec: t.Mixed; readonly when: string };

export type OperationDoc = {
  readonly method: Method;
  /** As Koa writes it (`/ApiKeys/:id`), relative to the API prefix. */
  readonly path: string;
  readonly summary: string;
  /**
   * The role the caller needs (docs/people.md): `owner`, `author` (or owner), `drafter` (or author
   * or owner), `auditor` (or owner), or `member` (any role: reading the library, one's own keys).
   * Required: a route cannot be served without it.
   */
  readonly role: Access;
  /** Path and header parameters (or references to shared ones); the query's come from `query`. */
  readonly parameters?: ReadonlyArray<object>;
  readonly query?: QueryDoc;
  readonly requestBody?: object;
  readonly responses: Readonly<Record<string, object>>;
};

export type Operation = OperationDoc & { readonly operationId: string; readonly tags: ReadonlyArray<string> };

export type Operations<K extends string = string> = { readonly [operationId in K]: Operation };

/** A feature's table: every operation gets its key as operationId and the feature's tag. */
export const operations = <K extends string>(tag: string, table: { readonly [operationId in K]: OperationDoc }): Operations<K> =>
  Object.fromEntries(Object.entries<OperationDoc>(table).map(([operationId, doc]) => [operationId, { ...doc, operationId, tags: [tag] }])) as unknown as Operations<K>;

type Handler = RouterMiddleware<AppState>;

/** One registration function per operation of the table: `on.listApiKeys((ctx) => …)` serves it at its method and path. */
export const serve = <K extends string>(router: SecuredRoutes, table: Operations<K>): { readonly [operationId in K]: (handler: Handler) => void } =>
  Object.fromEntries(Object.entries<Operation>(table).map(([operationId, operation]) => [operationId, (handler: Handler) => router[operation.method](operation.path, operation.role, handler)])) as {
    readonly [operationId in K]: (handler: Handler) => void;
  };
