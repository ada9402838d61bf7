import type { AliasWithUsage } from '@quire/application/library/aliases/get-alias';
import type { AliasInput } from '@quire/domain/library/aliases/alias';
import { aliasId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { UseCasesOf } from '@quire/application/use-case-binding';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { withoutQuery } from '../../platform/body/decode-query';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { answerSearch } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { sendCreated, sendNoContent, sendVersioned, withChange, withChangedBody } from '../../platform/versions/change-request';
import type { aliasUseCases } from '@quire/application/library/aliases/alias-use-cases';
import { AliasSearchQuery, CreateAliasBody, UpdateAliasBody } from '../vocabulary-codecs';
import { aliasJson, aliasWithUsageJson } from '../vocabulary-json';

type Deps = UseCasesOf<typeof aliasUseCases>;

/** SPEC §1.1 `/Aliases`: search, create, read (with usage), update and delete (409 `alias_in_use` unless `?force=true`). */
export const registerAliasRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const idOf = (ctx: Context) => aliasId(ctx.params['id'] ?? '');
  const sendAlias = (ctx: Context) => (found: AliasWithUsage) => sendVersioned(ctx, found.alias.version, aliasWithUsageJson(found));

  router.get('/Aliases', (ctx) => answerSearch(ctx, AliasSearchQuery, (query, page) => deps.searchAliases({ principal: principalOf(ctx), query: { ...page, q: query.q ?? null } }), aliasJson));

  router.post('/Aliases', (ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, CreateAliasBody),
          TE.chainW((alias: AliasInput) => deps.createAlias({ principal: principalOf(ctx), alias })),
        ),
      ),
      (alias) => sendCreated(ctx, `${options.prefix}/Aliases/${encodeURIComponent(alias.id)}`, alias.version, aliasWithUsageJson({ alias, usage: { templates: [], snippets: [], rules: [] } })),
    ),
  );

  router.get('/Aliases/:id', (ctx) => answer(ctx, withoutQuery(ctx, () => deps.getAlias({ principal: principalOf(ctx), id: idOf(ctx) })), sendAlias(ctx)));

  router.put('/Aliases/:id', (ctx) =>
    answer(
      ctx,
      withChangedBody(ctx, () => jsonBodyOf(ctx, options.jsonBodyLimitBytes, UpdateAliasBody), (update) => deps.updateAlias({ principal: principalOf(ctx), id: idOf(ctx), ...update })),
      sendAlias(ctx),
    ),
  );

  router.delete('/Aliases/:id', (ctx) => answer(ctx, withChange(ctx, (change) => deps.deleteAlias({ principal: principalOf(ctx), id: idOf(ctx), ...change })), () => sendNoContent(ctx)));
};
