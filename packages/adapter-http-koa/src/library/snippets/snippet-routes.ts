import { snippetFolderId, snippetId } from '@quire/domain/library/library-ids';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { SnippetUseCases } from '@quire/application/library/snippets/snippet-use-cases';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { NoBody } from '../../platform/body/empty-codecs';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import type { UploadLimits } from '../../platform/body/read-upload';
import { answerSearch } from '../../platform/paging/page-request';
import { answer } from '../../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned, withChange } from '../../platform/versions/change-request';
import { SnippetJson, SnippetPage, SnippetVersionList, snippetJson, snippetVersionJson } from '../document-library-json';
import { answerVersionCompare, answerVersionList, fileVersionOperations, versionNumber } from '../file-version-routes';
import { CreateSnippetJson, CreateSnippetRawQuery, SnippetSearchQuery, SnippetUploadForm, UpdateSnippetJson } from '../library-upload-codecs';
import { sendDownload } from '../send-download';
import { createSnippetRequest, updateSnippetRequest } from './snippet-requests';
import { BooleanParam } from '../../platform/body/query-codecs';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, problemResponse, queryParameter, responseRef, versionedResponse } from '../../platform/openapi/openapi-parts';
import { operations, serve } from '../../platform/openapi/operations';
import { deletedResponse, downloadResponse, libraryChangeFailures, libraryIdParameter, rawUploadQuery, uploadBody, uploadFailures } from '../document-library-openapi';

type Deps = SnippetUseCases;

/**
 * The snippet routes (docs/api.md#library), plus `GET /Snippets/:id`. A snippet is created from an upload
 * (multipart `file` + fields, or a raw .docx with the metadata in the query) or from JSON `text`;
 * `PUT` takes the same forms, every part optional.
 */
export const registerSnippetRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string } & UploadLimits): void => {
  const id = (ctx: Context) => snippetId(ctx.params['id'] ?? '');
  const sendSnippet = (ctx: Context) => (snippet: Snippet) => sendVersioned(ctx, snippet.version, snippetJson(snippet));
  const on = serve(router, snippetOperations);

  on.searchSnippets((ctx) =>
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

  on.createSnippet((ctx) =>
    answer(
      ctx,
      pipe(
        createSnippetRequest(ctx, options),
        TE.chainW((input) => deps.createSnippet({ ...input, principal: principalOf(ctx) })),
      ),
      (snippet) => sendCreated(ctx, `${options.prefix}/Snippets/${encodeURIComponent(snippet.id)}`, snippet.version, snippetJson(snippet)),
    ),
  );

  on.getSnippet((ctx) => answer(ctx, deps.getSnippet({ principal: principalOf(ctx), id: id(ctx) }), sendSnippet(ctx)));

  on.downloadSnippet((ctx) => answer(ctx, deps.downloadSnippet({ principal: principalOf(ctx), id: id(ctx) }), (file) => sendDownload(ctx, file)));

  on.listSnippetVersions((ctx) => answerVersionList(ctx, deps.listSnippetVersions({ principal: principalOf(ctx), id: id(ctx) }), snippetVersionJson));

  on.compareSnippetVersions((ctx) => answerVersionCompare(ctx, (original, revised) => deps.compareSnippetVersions({ principal: principalOf(ctx), id: id(ctx), original, revised })));

  on.downloadSnippetVersion((ctx) => answer(ctx, deps.downloadSnippetVersion({ principal: principalOf(ctx), id: id(ctx), number: versionNumber(ctx.params['n']) }), (file) => sendDownload(ctx, file)));

  on.updateSnippet((ctx) =>
    answer(
      ctx,
      pipe(
        updateSnippetRequest(ctx, options),
        TE.chainW((input) => deps.updateSnippet({ ...input, principal: principalOf(ctx), id: id(ctx), expectedVersions: ifMatchOf(ctx) })),
      ),
      sendSnippet(ctx),
    ),
  );

  on.deleteSnippet((ctx) =>
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

const versions = fileVersionOperations('/Snippets', 'snippet', SnippetVersionList, downloadResponse);

const force = queryParameter('force', '`true`: go ahead even though templates or snippets insert this snippet by its name.', BooleanParam);

/** The `/Snippets` routes. */
export const snippetOperations = operations('Snippets', {
  searchSnippets: {
    method: 'get',
    path: '/Snippets',
    role: 'member',
    summary: 'Search snippets',
    query: SnippetSearchQuery,
    responses: { '200': { description: 'A page, by name then id', content: jsonContent(SnippetPage) }, ...authFailures, '400': responseRef('DocumentLibraryBadRequest') },
  },
  createSnippet: {
    method: 'post',
    path: '/Snippets',
    role: 'author',
    summary: 'Create a snippet from an uploaded .docx, or from JSON text (each line a paragraph)',
    query: rawUploadQuery(CreateSnippetRawQuery),
    requestBody: uploadBody(SnippetUploadForm, true, CreateSnippetJson),
    responses: { '201': createdResponse(SnippetJson), ...authFailures, ...uploadFailures, '409': responseRef('DocumentLibraryNameTaken') },
  },
  getSnippet: {
    method: 'get',
    path: '/Snippets/:id',
    role: 'member',
    summary: "One snippet's metadata and analysis",
    parameters: [libraryIdParameter],
    responses: { '200': versionedResponse(SnippetJson, 'The snippet'), ...authFailures, '404': responseRef('NotFound') },
  },
  downloadSnippet: {
    method: 'get',
    path: '/Snippets/:id/Download',
    role: 'member',
    summary: 'The snippet as .docx',
    parameters: [libraryIdParameter],
    responses: { '200': downloadResponse, ...authFailures, '404': responseRef('NotFound') },
  },
  listSnippetVersions: versions.list,
  compareSnippetVersions: versions.compare,
  downloadSnippetVersion: versions.download,
  updateSnippet: {
    method: 'put',
    path: '/Snippets/:id',
    role: 'author',
    summary: 'Update metadata and/or content (a new .docx, or JSON `text`); a rename is refused while the snippet is inserted by name, unless ?force=true',
    parameters: [libraryIdParameter, ifMatchParameter, force],
    query: rawUploadQuery(CreateSnippetRawQuery),
    requestBody: uploadBody(SnippetUploadForm, false, UpdateSnippetJson),
    responses: { '200': versionedResponse(SnippetJson, 'The snippet'), ...authFailures, ...uploadFailures, ...libraryChangeFailures, '409': responseRef('SnippetConflict') },
  },
  deleteSnippet: {
    method: 'delete',
    path: '/Snippets/:id',
    role: 'author',
    summary: 'Delete a snippet (409 snippet_in_use while templates or snippets insert it, unless ?force=true)',
    parameters: [libraryIdParameter, ifMatchParameter, force],
    responses: { '204': deletedResponse, ...authFailures, '400': responseRef('DocumentLibraryBadRequest'), ...libraryChangeFailures, '409': responseRef('SnippetConflict') },
  },
});

/** What the document says of `/Snippets`: the operations, and the answers only they give. */
export const snippetOpenApi: OpenApiPart = {
  operations: snippetOperations,
  responses: {
    SnippetConflict: problemResponse(409, ['snippet_in_use', 'name_taken', 'concurrent_update'], 'Templates or snippets insert this snippet by its name (usage lists them); send ?force=true to go ahead'),
  },
};
