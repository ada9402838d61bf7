import { snippetFolderId, snippetId } from '@quire/domain/library/library-ids';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { UseCasesOf } from '@quire/application/use-case-binding';
import type { snippetUseCases } from '@quire/application/library/snippets/snippet-use-cases';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { NoBody } from '../../platform/body/empty-codecs';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import type { UploadLimits } from '../../platform/body/read-upload';
import { answerSearch } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned, withChange } from '../../platform/versions/change-request';
import { snippetJson } from '../document-library-json';
import { SnippetSearchQuery } from '../library-upload-codecs';
import { sendDownload } from '../send-download';
import { createSnippetRequest, updateSnippetRequest } from './snippet-requests';

type Deps = UseCasesOf<typeof snippetUseCases>;

/**
 * SPEC §1.1 snippet routes, plus `GET /Snippets/:id`. A snippet is created from an upload
 * (multipart `file` + fields, or a raw .docx with the metadata in the query) or from JSON `text`;
 * `PUT` takes the same forms, every part optional.
 */
export const registerSnippetRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string } & UploadLimits): void => {
  const id = (ctx: Context) => snippetId(ctx.params['id'] ?? '');
  const sendSnippet = (ctx: Context) => (snippet: Snippet) => sendVersioned(ctx, snippet.version, snippetJson(snippet));

  router.get('/Snippets', (ctx) =>
    answerSearch(
      ctx,
      SnippetSearchQuery,
      (query, page) =>
        deps.searchSnippets({
          principal: principalOf(ctx),
          query: { ...page, q: query.q ?? null, tag: query.tag ?? null, folder: query.folderId === undefined ? null : query.folderId.toLowerCase() === 'root' ? 'root' : snippetFolderId(query.folderId) },
        }),
      snippetJson,
    ),
  );

  router.post('/Snippets', (ctx) =>
    answer(
      ctx,
      pipe(
        createSnippetRequest(ctx, options),
        TE.chainW((input) => deps.createSnippet({ ...input, principal: principalOf(ctx) })),
      ),
      (snippet) => sendCreated(ctx, `${options.prefix}/Snippets/${encodeURIComponent(snippet.id)}`, snippet.version, snippetJson(snippet)),
    ),
  );

  router.get('/Snippets/:id', (ctx) => answer(ctx, deps.getSnippet({ principal: principalOf(ctx), id: id(ctx) }), sendSnippet(ctx)));

  router.get('/Snippets/:id/Download', (ctx) => answer(ctx, deps.downloadSnippet({ principal: principalOf(ctx), id: id(ctx) }), (file) => sendDownload(ctx, file)));

  router.put('/Snippets/:id', (ctx) =>
    answer(
      ctx,
      pipe(
        updateSnippetRequest(ctx, options),
        TE.chainW((input) => deps.updateSnippet({ ...input, principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatchOf(ctx) })),
      ),
      sendSnippet(ctx),
    ),
  );

  router.delete('/Snippets/:id', (ctx) =>
    answer(
      ctx,
      withChange(ctx, (change) =>
        pipe(
          jsonBodyOf(ctx, options.jsonBodyLimitBytes, NoBody),
          TE.chainW(() => deps.deleteSnippet({ principal: principalOf(ctx), id: id(ctx), ...change })),
        ),
      ),
      () => sendNoContent(ctx),
    ),
  );
};
