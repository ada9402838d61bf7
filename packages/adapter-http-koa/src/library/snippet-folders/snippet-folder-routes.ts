import { snippetFolderId } from '@quire/domain/library-ids';
import type { FolderListing } from '@quire/ports/library/snippet-folder-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { ServicesOf } from '../../http-deps';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { NoBody } from '../../platform/body/empty-codecs';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { answer } from '../../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned } from '../../platform/versions/change-request';
import type { snippetFolderUseCases } from '../../use-case-tokens';
import { snippetFolderJson } from '../document-library-json';
import { CreateFolderBody, UpdateFolderBody } from '../library-upload-codecs';

type Deps = ServicesOf<typeof snippetFolderUseCases>;

const folderIdOrNull = (raw: string | null | undefined) => (raw === undefined ? undefined : raw === null ? null : snippetFolderId(raw));

/**
 * SPEC §1.1 folder routes: `GET /Snippets/Folders`, `POST /Snippets/Folder`, `PUT` and `DELETE
 * /Snippets/Folders/:id`, plus `GET /Snippets/Folders/:id` (the target of POST's Location).
 * Registered before the snippet routes, so that `/Snippets/Folders` is never read as a snippet id.
 */
export const registerSnippetFolderRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const id = (ctx: Context) => snippetFolderId(ctx.params['id'] ?? '');
  const sendFolder = (ctx: Context) => ({ folder, snippetCount }: FolderListing) => sendVersioned(ctx, folder.version, snippetFolderJson(folder, snippetCount));
  const body = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) => jsonBodyOf(ctx, options.jsonBodyLimitBytes, codec);

  router.get('/Snippets/Folders', (ctx) =>
    answer(ctx, deps.listSnippetFolders(principalOf(ctx)), (listings) => {
      ctx.body = { items: listings.map(({ folder, snippetCount }) => snippetFolderJson(folder, snippetCount)), nextCursor: null };
    }),
  );

  router.get('/Snippets/Folders/:id', (ctx) =>
    answer(ctx, deps.getSnippetFolder({ principal: principalOf(ctx), id: id(ctx) }), sendFolder(ctx)),
  );

  router.post('/Snippets/Folder', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, CreateFolderBody),
        TE.chainW((input) => deps.createSnippetFolder({ principal: principalOf(ctx), name: input.name, parentId: folderIdOrNull(input.parentId) ?? null })),
      ),
      (folder) => sendCreated(ctx, `${options.prefix}/Snippets/Folders/${encodeURIComponent(folder.id)}`, folder.version, snippetFolderJson(folder, 0)),
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
            expectedVersions: ifMatchOf(ctx),
            patch: { ...(input.name === undefined ? {} : { name: input.name }), ...(parentId === undefined ? {} : { parentId }) },
          });
        }),
      ),
      sendFolder(ctx),
    ),
  );

  router.delete('/Snippets/Folders/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, NoBody),
        TE.chainW(() => deps.deleteSnippetFolder({ principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatchOf(ctx) })),
      ),
      () => sendNoContent(ctx),
    ),
  );
};
