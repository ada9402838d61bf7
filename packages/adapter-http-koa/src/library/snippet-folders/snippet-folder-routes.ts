import { snippetFolderId } from '@quire/domain/library/library-ids';
import type { FolderListing } from '@quire/ports/library/snippet-folder-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../../platform/auth/secured-routes';
import { principalOf } from '../../platform/auth/principal-of';
import { NoBody } from '../../platform/body/empty-codecs';
import { jsonBodyOf } from '../../platform/body/json-body-of';
import { answer } from '../../platform/problems/answer';
import { ifMatchOf, sendCreated, sendNoContent, sendVersioned } from '../../platform/versions/change-request';
import type { SnippetFolderUseCases } from '@quire/application/library/snippet-folders/snippet-folder-use-cases';
import { SnippetFolderJson, SnippetFolderList, snippetFolderJson } from '../document-library-json';
import { CreateFolderBody, UpdateFolderBody } from '../library-upload-codecs';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonBody, jsonContent, problemResponse, responseRef, versionedResponse } from '../../platform/openapi/openapi-parts';
import { operations, serve } from '../../platform/openapi/operations';
import { deletedResponse, jsonFailures, libraryChangeFailures, libraryIdParameter } from '../document-library-openapi';

type Deps = SnippetFolderUseCases;

const folderIdOrNull = (raw: string | null | undefined) => (raw === undefined ? undefined : raw === null ? null : snippetFolderId(raw));

/**
 * The folder routes (docs/api.md#library): `GET /Snippets/Folders`, `POST /Snippets/Folder`, `PUT` and `DELETE
 * /Snippets/Folders/:id`, plus `GET /Snippets/Folders/:id` (the target of POST's Location).
 * Registered before the snippet routes, so that `/Snippets/Folders` is never read as a snippet id.
 */
export const registerSnippetFolderRoutes = (router: SecuredRoutes, deps: Deps, options: { prefix: string; jsonBodyLimitBytes: number }): void => {
  const id = (ctx: Context) => snippetFolderId(ctx.params['id'] ?? '');
  const sendFolder = (ctx: Context) => ({ folder, snippetCount }: FolderListing) => sendVersioned(ctx, folder.version, snippetFolderJson(folder, snippetCount));
  const body = <A, O>(ctx: Context, codec: t.Type<A, O, unknown>) => jsonBodyOf(ctx, options.jsonBodyLimitBytes, codec);
  const on = serve(router, snippetFolderOperations);

  on.listSnippetFolders((ctx) =>
    answer(ctx, deps.listSnippetFolders(principalOf(ctx)), (listings) => {
      ctx.body = { items: listings.map(({ folder, snippetCount }) => snippetFolderJson(folder, snippetCount)), nextCursor: null };
    }),
  );

  on.getSnippetFolder((ctx) =>
    answer(ctx, deps.getSnippetFolder({ principal: principalOf(ctx), id: id(ctx) }), sendFolder(ctx)),
  );

  on.createSnippetFolder((ctx) =>
    answer(
      ctx,
      pipe(
        body(ctx, CreateFolderBody),
        TE.chainW((input) => deps.createSnippetFolder({ principal: principalOf(ctx), name: input.name, parentId: folderIdOrNull(input.parentId) ?? null })),
      ),
      (folder) => sendCreated(ctx, `${options.prefix}/Snippets/Folders/${encodeURIComponent(folder.id)}`, folder.version, snippetFolderJson(folder, 0)),
    ),
  );

  on.updateSnippetFolder((ctx) =>
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

  on.deleteSnippetFolder((ctx) =>
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

/** The snippet folders (`/Snippets/Folders`). */
export const snippetFolderOperations = operations('Snippets', {
  listSnippetFolders: {
    method: 'get',
    path: '/Snippets/Folders',
    role: 'member',
    summary: 'Every snippet folder of the tenant, with the number of snippets directly in each',
    responses: { '200': { description: 'The folders, by name', content: jsonContent(SnippetFolderList) }, ...authFailures },
  },
  getSnippetFolder: {
    method: 'get',
    path: '/Snippets/Folders/:id',
    role: 'member',
    summary: 'One folder',
    parameters: [libraryIdParameter],
    responses: { '200': versionedResponse(SnippetFolderJson, 'The folder'), ...authFailures, '404': responseRef('NotFound') },
  },
  createSnippetFolder: {
    method: 'post',
    path: '/Snippets/Folder',
    role: 'author',
    summary: 'Create a folder (name unique among its siblings)',
    requestBody: jsonBody(CreateFolderBody),
    responses: { '201': createdResponse(SnippetFolderJson), ...authFailures, ...jsonFailures, '409': responseRef('DocumentLibraryNameTaken') },
  },
  updateSnippetFolder: {
    method: 'put',
    path: '/Snippets/Folders/:id',
    role: 'author',
    summary: 'Rename and/or move a folder (never under itself or a subfolder)',
    parameters: [libraryIdParameter, ifMatchParameter],
    requestBody: jsonBody(UpdateFolderBody),
    responses: { '200': versionedResponse(SnippetFolderJson, 'The folder'), ...authFailures, ...jsonFailures, ...libraryChangeFailures, '409': responseRef('FolderConflict') },
  },
  deleteSnippetFolder: {
    method: 'delete',
    path: '/Snippets/Folders/:id',
    role: 'author',
    summary: 'Delete an empty folder (409 folder_not_empty with the counts otherwise)',
    parameters: [libraryIdParameter, ifMatchParameter],
    responses: { '204': deletedResponse, ...authFailures, ...libraryChangeFailures, '409': responseRef('FolderNotEmpty') },
  },
});

/** What the document says of the snippet folders: the operations, and the answers only they give. */
export const snippetFolderOpenApi: OpenApiPart = {
  operations: snippetFolderOperations,
  responses: {
    FolderConflict: problemResponse(409, ['name_taken', 'folder_cycle', 'concurrent_update'], 'The name is taken among the new siblings, or the move would put the folder under itself'),
    FolderNotEmpty: problemResponse(409, ['folder_not_empty', 'concurrent_update'], 'The folder holds snippets or folders (snippetCount, folderCount), or concurrent requests kept changing it (ADR 0016)'),
  },
};
