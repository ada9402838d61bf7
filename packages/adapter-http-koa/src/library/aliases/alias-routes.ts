import type { AliasWithUsage } from '@quire/application/library/aliases/get-alias';
import type { AliasInput } from '@quire/domain/alias';
import { aliasId } from '@quire/domain/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { ServicesOf } from '../../http-deps';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { decodeQuery } from '../../platform/body/decode-query';
import { NoQuery } from '../../platform/body/empty-codecs';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { sendPage } from '../../platform/paging/page-json';
import { searchRequestOf } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { changeRequestOf, sendCreated, sendNoContent, sendVersioned } from '../../platform/versions/change-request';
import type { aliasUseCases } from '../../use-case-tokens';
import { AliasSearchQuery, CreateAliasBody, UpdateAliasBody } from '../vocabulary-codecs';
import { aliasJson, aliasWithUsageJson } from '../vocabulary-json';

type Deps = ServicesOf<typeof aliasUseCases>;

/** SPEC §1.1 `/Aliases`: search, create, read (with usage), update and delete (409 `alias_in_use` unless `?force=true`). */
export const registerAliasRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => aliasId(ctx.params['id'] ?? '');
  const sendAlias = (ctx: Context) => (found: AliasWithUsage) => sendVersioned(ctx, found.alias.version, aliasWithUsageJson(found));

  router.get('/Aliases', (ctx) =>
    answer(
      ctx,
      pipe(
        searchRequestOf(AliasSearchQuery, ctx),
        TE.chainW(({ query, page }) => deps.searchAliases({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null } })),
      ),
      sendPage(ctx, aliasJson),
    ),
  );

  router.post('/Aliases', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(NoQuery, ctx.query)),
        TE.chainW(() => jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateAliasBody)),
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
        TE.bind('patch', () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, UpdateAliasBody)),
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
      () => sendNoContent(ctx),
    ),
  );
};
