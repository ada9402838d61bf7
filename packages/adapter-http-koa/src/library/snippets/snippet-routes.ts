import { snippetFolderId, snippetId } from '@quire/domain/library/library-ids';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { HttpDeps } from '../../http-deps';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { decodeExact } from '../../platform/body/decode-exact';
import { decodeQuery } from '../../platform/body/decode-query';
import { NoBody } from '../../platform/body/empty-codecs';
import { ForceQuery } from '../../platform/body/query-codecs';
import { readJsonBody } from '../../platform/body/read-json-body';
import type { UploadLimits } from '../../platform/body/read-upload';
import { pageJson } from '../../platform/paging/page-json';
import { pageRequestOf } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { etagOf, expectedVersions } from '../../platform/versions/if-match';
import { snippetJson } from '../document-library-json';
import { SnippetSearchQuery } from '../library-upload-codecs';
import { sendDownload } from '../send-download';
import { createSnippetRequest, updateSnippetRequest } from './snippet-requests';

type Deps = Pick<HttpDeps, 'searchSnippets' | 'getSnippet' | 'createSnippet' | 'updateSnippet' | 'deleteSnippet' | 'downloadSnippet'>;

/**
 * SPEC §1.1 snippet routes, plus `GET /Snippets/:id`. A snippet is created from an upload
 * (multipart `file` + fields, or a raw .docx with the metadata in the query) or from JSON `text`;
 * `PUT` takes the same forms, every part optional.
 */
export const registerSnippetRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string } & UploadLimits): void => {
  const id = (ctx: Context) => snippetId(ctx.params['id'] ?? '');
  const ifMatch = (ctx: Context) => expectedVersions(ctx.get('If-Match') || undefined) ?? null;
  const sendSnippet = (ctx: Context) => (snippet: Snippet) => {
    ctx.set('ETag', etagOf(snippet.version));
    ctx.body = snippetJson(snippet);
  };

  router.get('/Snippets', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(SnippetSearchQuery, ctx.query)),
        TE.bindTo('query'),
        TE.bind('page', ({ query }) => TE.fromEither(pageRequestOf(query))),
        TE.chainW(({ query, page }) =>
          deps.searchSnippets({
            principal: principalOf(ctx),
            query: { ...page, q: query.q ?? null, tag: query.tag ?? null, folder: query.folderId === undefined ? null : query.folderId.toLowerCase() === 'root' ? 'root' : snippetFolderId(query.folderId) },
          }),
        ),
      ),
      (page) => {
        ctx.body = pageJson(page, snippetJson);
      },
    ),
  );

  router.post('/Snippets', (ctx) =>
    answer(
      ctx,
      pipe(
        createSnippetRequest(ctx, options),
        TE.chainW((input) => deps.createSnippet({ ...input, principal: principalOf(ctx) })),
      ),
      (snippet) => {
        ctx.status = 201;
        ctx.set('Location', `${options.prefix}/Snippets/${encodeURIComponent(snippet.id)}`);
        sendSnippet(ctx)(snippet);
      },
    ),
  );

  router.get('/Snippets/:id', (ctx) => answer(ctx, deps.getSnippet({ principal: principalOf(ctx), id: id(ctx) }), sendSnippet(ctx)));

  router.get('/Snippets/:id/Download', (ctx) => answer(ctx, deps.downloadSnippet({ principal: principalOf(ctx), id: id(ctx) }), (file) => sendDownload(ctx, file)));

  router.put('/Snippets/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        updateSnippetRequest(ctx, options),
        TE.chainW((input) => deps.updateSnippet({ ...input, principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatch(ctx) })),
      ),
      sendSnippet(ctx),
    ),
  );

  router.delete('/Snippets/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        TE.fromEither(decodeQuery(ForceQuery, ctx.query)),
        TE.chainFirst(() => pipe(readJsonBody(ctx, options.jsonBodyLimitBytes), TE.chainEitherKW((body) => decodeExact(NoBody, body)))),
        TE.chainW(({ force }) => deps.deleteSnippet({ principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatch(ctx), force: force ?? false })),
      ),
      () => {
        ctx.status = 204;
      },
    ),
  );
};
