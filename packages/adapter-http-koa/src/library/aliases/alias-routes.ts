import type { AliasWithUsage } from '@quire/application/library/aliases/get-alias';
import type { AliasInput } from '@quire/domain/library/aliases/alias';
import { aliasId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { answer } from '../../platform/problems/answer';
import { changeRequestOf, sendCreated, sendVersioned } from '../../platform/versions/change-request';
import { decodeExact } from '../../platform/body/decode-exact';
import { decodeQuery } from '../../platform/body/decode-query';
import { NoQuery } from '../../platform/body/empty-codecs';
import type { HttpDeps } from '../../http-deps';
import { pageJson } from '../../platform/paging/page-json';
import { pageRequestOf } from '../../platform/paging/page-request';
import { principalOf } from '../../platform/auth/principal-of';
import { readJsonBody } from '../../platform/body/read-json-body';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { AliasSearchQuery, CreateAliasBody, UpdateAliasBody } from '../vocabulary-codecs';
import { aliasJson, aliasWithUsageJson } from '../vocabulary-json';

type Deps = Pick<HttpDeps, 'searchAliases' | 'getAlias' | 'createAlias' | 'updateAlias' | 'deleteAlias'>;

/** SPEC §1.1 `/Aliases`: search, create, read (with usage), update and delete (409 `alias_in_use` unless `?force=true`). */
export const registerAliasRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => aliasId(ctx.params['id'] ?? '');
  const body = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) =>
    pipe(
      TE.fromEither(decodeQuery(NoQuery, ctx.query)),
      TE.chain(() => readJsonBody(ctx, options.jsonBodyLimitBytes)),
      TE.chainEitherKW((json) => decodeExact(codec, json)),
    );
  const sendAlias = (ctx: Context) => (found: AliasWithUsage) => sendVersioned(ctx, found.alias.version, aliasWithUsageJson(found));

  router.get('/Aliases', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(AliasSearchQuery, ctx.query)),
        TE.bindTo('query'),
        TE.bind('page', ({ query }) => TE.fromEither(pageRequestOf(query))),
        TE.chainW(({ query, page }) => deps.searchAliases({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null } })),
      ),
      (page) => {
        ctx.body = pageJson(page, aliasJson);
      },
    ),
  );

  router.post('/Aliases', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, CreateAliasBody),
        TE.chainW((alias: AliasInput) => deps.createAlias({ principal: principalOf(ctx), alias })),
      ),
      (alias) => sendCreated(ctx, `${options.prefix}/Aliases/${encodeURIComponent(alias.id)}`, alias.version, aliasWithUsageJson({ alias, usage: { templates: [], snippets: [], rules: [] } })),
    ),
  );

  router.get('/Aliases/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(NoQuery, ctx.query)),
        TE.chainW(() => deps.getAlias({ principal: principalOf(ctx), id: idOf(ctx) })),
      ),
      sendAlias(ctx),
    ),
  );

  router.put('/Aliases/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(changeRequestOf(ctx)),
        TE.bindTo('change'),
        TE.bind('patch', () => pipe(readJsonBody(ctx, options.jsonBodyLimitBytes), TE.chainEitherKW((json) => decodeExact(UpdateAliasBody, json)))),
        TE.chainW(({ change, patch }) => deps.updateAlias({ principal: principalOf(ctx), id: idOf(ctx), patch, ...change })),
      ),
      sendAlias(ctx),
    ),
  );

  router.delete('/Aliases/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(changeRequestOf(ctx)),
        TE.chainW((change) => deps.deleteAlias({ principal: principalOf(ctx), id: idOf(ctx), ...change })),
      ),
      () => {
        ctx.status = 204;
      },
    ),
  );
};
