import { type OpenApiPart, authFailures, createdResponse, ifMatchParameter, jsonContent, problemResponse, responseRef, stamps, versionedResponse } from '../../platform/openapi/openapi-parts';
import { deletedResponse, jsonFailures, libraryChangeFailures, libraryIdParameter, libraryPage, nullableString } from '../document-library-openapi';

/** OpenAPI of the snippet folders (`/Snippets/Folders`), with the schemas and answers only they use. */
export const snippetFolderOpenApi = {
  paths: {
    '/Snippets/Folders': {
      get: {
        operationId: 'listSnippetFolders',
        tags: ['Snippets'],
        summary: 'Every snippet folder of the tenant, with the number of snippets directly in each',
        responses: { '200': { description: 'The folders, by name', content: jsonContent('SnippetFolderList') }, ...authFailures },
      },
    },
    '/Snippets/Folder': {
      post: {
        operationId: 'createSnippetFolder',
        tags: ['Snippets'],
        summary: 'Create a folder (name unique among its siblings)',
        requestBody: { required: true, content: jsonContent('CreateSnippetFolderRequest') },
        responses: { '201': createdResponse('SnippetFolder'), ...authFailures, ...jsonFailures, '409': responseRef('DocumentLibraryNameTaken') },
      },
    },
    '/Snippets/Folders/{id}': {
      get: {
        operationId: 'getSnippetFolder',
        tags: ['Snippets'],
        summary: 'One folder',
        parameters: [libraryIdParameter],
        responses: { '200': versionedResponse('SnippetFolder', 'The folder'), ...authFailures, '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateSnippetFolder',
        tags: ['Snippets'],
        summary: 'Rename and/or move a folder (never under itself or a subfolder)',
        parameters: [libraryIdParameter, ifMatchParameter],
        requestBody: { required: true, content: jsonContent('UpdateSnippetFolderRequest') },
        responses: { '200': versionedResponse('SnippetFolder', 'The folder'), ...authFailures, ...jsonFailures, ...libraryChangeFailures, '409': responseRef('FolderConflict') },
      },
      delete: {
        operationId: 'deleteSnippetFolder',
        tags: ['Snippets'],
        summary: 'Delete an empty folder (409 folder_not_empty with the counts otherwise)',
        parameters: [libraryIdParameter, ifMatchParameter],
        responses: { '204': deletedResponse, ...authFailures, ...libraryChangeFailures, '409': responseRef('FolderNotEmpty') },
      },
    },
  },
  schemas: {
    SnippetFolder: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'parentId', 'snippetCount', 'createdAt', 'updatedAt', 'version'],
      properties: { id: { type: 'string' }, name: { type: 'string', minLength: 1, maxLength: 200 }, parentId: nullableString, snippetCount: { type: 'integer', minimum: 0 }, ...stamps },
    },
    SnippetFolderList: libraryPage('SnippetFolder'),
    CreateSnippetFolderRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, parentId: { ...nullableString, description: 'null or absent: at the root.' } },
    },
    UpdateSnippetFolderRequest: {
      type: 'object',
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, parentId: { ...nullableString, description: 'The new parent; null: the root.' } },
    },
  },
  responses: {
    FolderConflict: problemResponse(409, ['name_taken', 'folder_cycle', 'concurrent_update'], 'The name is taken among the new siblings, or the move would put the folder under itself'),
    FolderNotEmpty: problemResponse(409, ['folder_not_empty', 'concurrent_update'], 'The folder holds snippets or folders (snippetCount, folderCount), or concurrent requests kept changing it (ADR 0016)'),
  },
} satisfies OpenApiPart;
