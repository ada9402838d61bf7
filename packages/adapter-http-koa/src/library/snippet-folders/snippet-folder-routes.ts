import { snippetFolderId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { answer } from '../../platform/problems/answer';
import { NoBody } from '../../platform/body/empty-codecs';
import { decodeExact } from '../../platform/body/decode-exact';
import { snippetFolderJson } from '../document-library-json';
import type { HttpDeps } from '../../http-deps';
import { etagOf, expectedVersions } from '../../platform/versions/if-match';
import { CreateFolderBody, UpdateFolderBody } from '../library-upload-codecs';
import { principalOf } from '../../platform/auth/principal-of';
import { readJsonBody } from '../../platform/body/read-json-body';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';

type Deps = Pick<HttpDeps, 'listSnippetFolders' | 'getSnippetFolder' | 'createSnippetFolder' | 'updateSnippetFolder' | 'deleteSnippetFolder'>;

const folderIdOrNull = (raw: string | null | undefined) => (raw === undefined ? undefined : raw === null ? null : snippetFolderId(raw));

/**
 * SPEC §1.1 folder routes: `GET /Snippets/Folders`, `POST /Snippets/Folder`, `PUT` and `DELETE
 * /Snippets/Folders/:id`, plus `GET /Snippets/Folders/:id` (the target of POST's Location).
 * Registered before the snippet routes, so that `/Snippets/Folders` is never read as a snippet id.
 */
export const registerSnippetFolderRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const id = (ctx: Context) => snippetFolderId(ctx.params['id'] ?? '');
  const ifMatch = (ctx: Context) => expectedVersions(ctx.get('If-Match') || undefined) ?? null;
  const body = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) =>
    pipe(readJsonBody(ctx, options.jsonBodyLimitBytes), TE.chainEitherKW((input) => decodeExact(codec, input)));

  router.get('/Snippets/Folders', (ctx) =>
    answer(ctx, deps.listSnippetFolders(principalOf(ctx)), (listings) => {
      ctx.body = { items: listings.map(({ folder, snippetCount }) => snippetFolderJson(folder, snippetCount)), nextCursor: null };
    }),
  );

  router.get('/Snippets/Folders/:id', (ctx) =>
    answer(ctx, deps.getSnippetFolder({ principal: principalOf(ctx), id: id(ctx) }), ({ folder, snippetCount }) => {
      ctx.set('ETag', etagOf(folder.version));
      ctx.body = snippetFolderJson(folder, snippetCount);
    }),
  );

  router.post('/Snippets/Folder', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, CreateFolderBody),
        TE.chainW((input) => deps.createSnippetFolder({ principal: principalOf(ctx), name: input.name, parentId: folderIdOrNull(input.parentId) ?? null })),
      ),
      (folder) => {
        ctx.status = 201;
        ctx.set('Location', `${options.prefix}/Snippets/Folders/${encodeURIComponent(folder.id)}`);
        ctx.set('ETag', etagOf(folder.version));
        ctx.body = snippetFolderJson(folder, 0);
      },
    ),
  );

  router.put('/Snippets/Folders/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, UpdateFolderBody),
        TE.chainW((input) => {
          const parentId = folderIdOrNull(input.parentId);
          return deps.updateSnippetFolder({
            principal: principalOf(ctx),
            id: id(ctx),
            expectedVersions: ifMatch(ctx),
            patch: { ...(input.name === undefined ? {} : { name: input.name }), ...(parentId === undefined ? {} : { parentId }) },
          });
        }),
      ),
      ({ folder, snippetCount }) => {
        ctx.set('ETag', etagOf(folder.version));
        ctx.body = snippetFolderJson(folder, snippetCount);
      },
    ),
  );

  router.delete('/Snippets/Folders/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, NoBody),
        TE.chainW(() => deps.deleteSnippetFolder({ principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatch(ctx) })),
      ),
      () => {
        ctx.status = 204;
      },
    ),
  );
};
