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
import { snippetJson } from '../document-library-json';
import { SnippetSearchQuery } from '../library-upload-codecs';
import { sendDownload } from '../send-download';
import { createSnippetRequest, updateSnippetRequest } from './snippet-requests';
import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, problemResponse, queryParameter, responseRef, schemaRef, stamps, versionedResponse } from '../../platform/openapi/openapi-parts';
import { deletedResponse, downloadResponse, fileProperties, libraryChangeFailures, libraryIdParameter, libraryPage, libraryPageParameters, nullableString, rawUploadParameters, tagsSchema, uploadBody, uploadFailures, uploadFormFields } from '../document-library-openapi';

type Deps = SnippetUseCases;

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

const force = queryParameter('force', '`true`: go ahead even though templates or snippets insert this snippet by its name.', { type: 'string', enum: ['true', 'false'] });

/** OpenAPI of `/Snippets`, with the schemas and answers only it uses. */
export const snippetOpenApi = {
  paths: {
    '/Snippets': {
      get: {
        operationId: 'searchSnippets',
        tags: ['Snippets'],
        summary: 'Search snippets',
        parameters: [...libraryPageParameters, queryParameter('folderId', 'Only snippets directly in this folder; `root` for unfiled ones.'), queryParameter('tag', 'Only snippets with this tag (ignoring case).')],
        responses: { '200': { description: 'A page, by name then id', content: jsonContent('SnippetPage') }, ...authFailures, '400': responseRef('DocumentLibraryBadRequest') },
      },
      post: {
        operationId: 'createSnippet',
        tags: ['Snippets'],
        summary: 'Create a snippet from an uploaded .docx, or from JSON text (each line a paragraph)',
        parameters: rawUploadParameters(true),
        requestBody: uploadBody('SnippetUploadForm', true, 'CreateSnippetFromTextRequest'),
        responses: { '201': createdResponse('Snippet'), ...authFailures, ...uploadFailures, '409': responseRef('DocumentLibraryNameTaken') },
      },
    },
    '/Snippets/{id}': {
      get: {
        operationId: 'getSnippet',
        tags: ['Snippets'],
        summary: "One snippet's metadata and analysis",
        parameters: [libraryIdParameter],
        responses: { '200': versionedResponse('Snippet', 'The snippet'), ...authFailures, '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateSnippet',
        tags: ['Snippets'],
        summary: 'Update metadata and/or content (a new .docx, or JSON `text`); a rename is refused while the snippet is inserted by name, unless ?force=true',
        parameters: [libraryIdParameter, ifMatchParameter, force, ...rawUploadParameters(true)],
        requestBody: uploadBody('SnippetUploadForm', false, 'UpdateSnippetRequest'),
        responses: { '200': versionedResponse('Snippet', 'The snippet'), ...authFailures, ...uploadFailures, ...libraryChangeFailures, '409': responseRef('SnippetConflict') },
      },
      delete: {
        operationId: 'deleteSnippet',
        tags: ['Snippets'],
        summary: 'Delete a snippet (409 snippet_in_use while templates or snippets insert it, unless ?force=true)',
        parameters: [libraryIdParameter, ifMatchParameter, force],
        responses: { '204': deletedResponse, ...authFailures, '400': responseRef('DocumentLibraryBadRequest'), ...libraryChangeFailures, '409': responseRef('SnippetConflict') },
      },
    },
    '/Snippets/{id}/Download': {
      get: { operationId: 'downloadSnippet', tags: ['Snippets'], summary: 'The snippet as .docx', parameters: [libraryIdParameter], responses: { '200': downloadResponse, ...authFailures, '404': responseRef('NotFound') } },
    },
  },
  schemas: {
    Snippet: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'description', 'folderId', 'tags', 'fileName', 'size', 'sha256', 'text', 'fields', 'analysis', 'createdAt', 'updatedAt', 'version'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string', minLength: 1, maxLength: 200, description: 'Unique in the tenant; templates insert the snippet by it: `{{> Name}}`.' },
        description: { type: 'string', maxLength: 2000 },
        folderId: nullableString,
        tags: tagsSchema,
        ...fileProperties,
        text: { type: 'string', description: 'Plain-text preview (at most 10,000 characters).' },
        fields: { type: 'array', items: { type: 'string' }, description: 'The data names it reads (alias names where known).' },
        analysis: schemaRef('Analysis'),
        ...stamps,
      },
    },
    SnippetPage: libraryPage('Snippet'),
    CreateSnippetFromTextRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'text'],
      properties: { name: { type: 'string' }, text: { type: 'string', description: 'One paragraph per line.' }, folderId: nullableString, description: { type: 'string' }, tags: tagsSchema },
    },
    UpdateSnippetRequest: {
      type: 'object',
      additionalProperties: false,
      properties: { name: { type: 'string' }, text: { type: 'string', description: 'New content, one paragraph per line.' }, folderId: nullableString, description: { type: 'string' }, tags: tagsSchema },
    },
    SnippetUploadForm: uploadFormFields({ folderId: { type: 'string', description: '`root` for none.' } }),
  },
  responses: {
    SnippetConflict: problemResponse(409, ['snippet_in_use', 'name_taken', 'concurrent_update'], 'Templates or snippets insert this snippet by its name (usage lists them); send ?force=true to go ahead'),
  },
} satisfies OpenApiPart;
