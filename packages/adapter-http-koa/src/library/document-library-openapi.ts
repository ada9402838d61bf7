import { DOCX_CONTENT_TYPE } from '../platform/body/read-upload';

/*
 * OpenAPI of the snippet-folder, snippet and form-template routes (relative to the API prefix),
 * with the schemas and problem responses only they use. Uploads are documented in both forms:
 * multipart/form-data (`file` + fields) and a raw .docx body with the metadata in the query.
 */

const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (name: string) => ({ 'application/json': { schema: schema(name) } });
const docx = { [DOCX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } };
const dateTime = { type: 'string', format: 'date-time' };
const stamps = { createdAt: dateTime, updatedAt: dateTime, version: { type: 'integer', minimum: 1, description: '+1 on every change; the ETag is `"<version>"`.' } };
const tags = { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 50 }, description: 'At most 50, no two equal ignoring case.' };

const problem = (status: number, codes: ReadonlyArray<string>, description: string) => ({
  description: `${description} (code: ${codes.join(', ')})`,
  content: { 'application/problem+json': { schema: schema('Problem'), example: { type: `urn:quire:problem:${codes[0]}`, title: description, status, detail: description, code: codes[0] } } },
});

const authFailures = { '401': ref('Unauthenticated'), '403': ref('Forbidden'), '500': ref('InternalError') };
const jsonFailures = { '400': ref('MalformedJson'), '413': ref('PayloadTooLarge'), '415': ref('UnsupportedMediaType'), '422': ref('ValidationFailed') };
const uploadFailures = {
  '400': ref('DocumentLibraryBadRequest'),
  '413': ref('UploadTooLarge'),
  '415': ref('UploadUnsupported'),
  '422': ref('UploadInvalid'),
};
const idParameter = { $ref: '#/components/parameters/DocumentLibraryId' };
const ifMatch = { $ref: '#/components/parameters/IfMatch' };
const queryParameter = (name: string, description: string, type: object = { type: 'string' }) => ({ name, in: 'query', required: false, description, schema: type });
const rawUploadParameters = (withFolder: boolean) => [
  queryParameter('name', 'With a raw .docx body: the name (default: the file name without .docx).'),
  queryParameter('description', 'With a raw .docx body: the description.'),
  { ...queryParameter('tags', 'With a raw .docx body: a tag; repeat for more.', { type: 'array', items: { type: 'string' } }), style: 'form', explode: true },
  queryParameter('fileName', 'With a raw .docx body: the file name to keep.'),
  ...(withFolder ? [queryParameter('folderId', 'With a raw .docx body: the folder (`root` for none).')] : []),
];
const force = queryParameter('force', '`true`: go ahead even though templates or snippets insert this snippet by its name.', { type: 'string', enum: ['true', 'false'] });
const pageParameters = [
  queryParameter('q', 'Case-insensitive substring of the name and the resource\'s text.'),
  queryParameter('limit', '1 to 100 (default 25).', { type: 'integer', minimum: 1, maximum: 100 }),
  queryParameter('cursor', 'The `nextCursor` of the previous page.'),
];
const resource = (name: string, description: string) => ({ description, headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: json(name) });
const created = (name: string) => ({ description: 'Created', headers: { Location: { $ref: '#/components/headers/Location' }, ETag: { $ref: '#/components/headers/ETag' } }, content: json(name) });
const download = {
  description: 'The stored .docx, byte for byte',
  headers: {
    'Content-Disposition': { description: '`attachment; filename="<name>.docx"` (plus `filename*` for names that are not ASCII).', schema: { type: 'string' } },
    ETag: { description: 'The SHA-256 of the file, quoted.', schema: { type: 'string' } },
  },
  content: docx,
};
const deleted = { description: 'Deleted' };
const changeFailures = { '404': ref('NotFound'), '412': ref('PreconditionFailed') };

const uploadBody = (form: string, required: boolean, jsonSchema?: string) => ({
  required,
  description: 'A .docx as the multipart part `file` with the metadata as fields, or as the raw body with the metadata in the query string.',
  content: { 'multipart/form-data': { schema: schema(form) }, ...docx, ...(jsonSchema === undefined ? {} : json(jsonSchema)) },
});

export const documentLibraryPaths = {
  '/Snippets/Folders': {
    get: {
      operationId: 'listSnippetFolders',
      tags: ['Snippets'],
      summary: 'Every snippet folder of the tenant, with the number of snippets directly in each',
      responses: { '200': { description: 'The folders, by name', content: json('SnippetFolderList') }, ...authFailures },
    },
  },
  '/Snippets/Folder': {
    post: {
      operationId: 'createSnippetFolder',
      tags: ['Snippets'],
      summary: 'Create a folder (name unique among its siblings)',
      requestBody: { required: true, content: json('CreateSnippetFolderRequest') },
      responses: { '201': created('SnippetFolder'), ...authFailures, ...jsonFailures, '409': ref('DocumentLibraryNameTaken') },
    },
  },
  '/Snippets/Folders/{id}': {
    get: {
      operationId: 'getSnippetFolder',
      tags: ['Snippets'],
      summary: 'One folder',
      parameters: [idParameter],
      responses: { '200': resource('SnippetFolder', 'The folder'), ...authFailures, '404': ref('NotFound') },
    },
    put: {
      operationId: 'updateSnippetFolder',
      tags: ['Snippets'],
      summary: 'Rename and/or move a folder (never under itself or a subfolder)',
      parameters: [idParameter, ifMatch],
      requestBody: { required: true, content: json('UpdateSnippetFolderRequest') },
      responses: { '200': resource('SnippetFolder', 'The folder'), ...authFailures, ...jsonFailures, ...changeFailures, '409': ref('FolderConflict') },
    },
    delete: {
      operationId: 'deleteSnippetFolder',
      tags: ['Snippets'],
      summary: 'Delete an empty folder (409 folder_not_empty with the counts otherwise)',
      parameters: [idParameter, ifMatch],
      responses: { '204': deleted, ...authFailures, ...changeFailures, '409': ref('FolderNotEmpty') },
    },
  },
  '/Snippets': {
    get: {
      operationId: 'searchSnippets',
      tags: ['Snippets'],
      summary: 'Search snippets',
      parameters: [...pageParameters, queryParameter('folderId', 'Only snippets directly in this folder; `root` for unfiled ones.'), queryParameter('tag', 'Only snippets with this tag (ignoring case).')],
      responses: { '200': { description: 'A page, by name then id', content: json('SnippetPage') }, ...authFailures, '400': ref('DocumentLibraryBadRequest') },
    },
    post: {
      operationId: 'createSnippet',
      tags: ['Snippets'],
      summary: 'Create a snippet from an uploaded .docx, or from JSON text (each line a paragraph)',
      parameters: rawUploadParameters(true),
      requestBody: uploadBody('SnippetUploadForm', true, 'CreateSnippetFromTextRequest'),
      responses: { '201': created('Snippet'), ...authFailures, ...uploadFailures, '409': ref('DocumentLibraryNameTaken') },
    },
  },
  '/Snippets/{id}': {
    get: {
      operationId: 'getSnippet',
      tags: ['Snippets'],
      summary: "One snippet's metadata and analysis",
      parameters: [idParameter],
      responses: { '200': resource('Snippet', 'The snippet'), ...authFailures, '404': ref('NotFound') },
    },
    put: {
      operationId: 'updateSnippet',
      tags: ['Snippets'],
      summary: 'Update metadata and/or content (a new .docx, or JSON `text`); a rename is refused while the snippet is inserted by name, unless ?force=true',
      parameters: [idParameter, ifMatch, force, ...rawUploadParameters(true)],
      requestBody: uploadBody('SnippetUploadForm', false, 'UpdateSnippetRequest'),
      responses: { '200': resource('Snippet', 'The snippet'), ...authFailures, ...uploadFailures, ...changeFailures, '409': ref('SnippetConflict') },
    },
    delete: {
      operationId: 'deleteSnippet',
      tags: ['Snippets'],
      summary: 'Delete a snippet (409 snippet_in_use while templates or snippets insert it, unless ?force=true)',
      parameters: [idParameter, ifMatch, force],
      responses: { '204': deleted, ...authFailures, '400': ref('DocumentLibraryBadRequest'), ...changeFailures, '409': ref('SnippetConflict') },
    },
  },
  '/Snippets/{id}/Download': {
    get: { operationId: 'downloadSnippet', tags: ['Snippets'], summary: 'The snippet as .docx', parameters: [idParameter], responses: { '200': download, ...authFailures, '404': ref('NotFound') } },
  },
  '/FormTemplates': {
    get: {
      operationId: 'searchFormTemplates',
      tags: ['FormTemplates'],
      summary: 'Search form templates',
      parameters: [...pageParameters, queryParameter('alias', 'Only templates whose current version uses this alias (by name or synonym).'), queryParameter('tag', 'Only templates with this tag (ignoring case).')],
      responses: { '200': { description: 'A page, by name then id (without analyses)', content: json('FormTemplatePage') }, ...authFailures, '400': ref('DocumentLibraryBadRequest') },
    },
    post: {
      operationId: 'createFormTemplate',
      tags: ['FormTemplates'],
      summary: 'Upload a form template (analysed; refused when unsafe or with errors, warnings kept)',
      parameters: rawUploadParameters(false),
      requestBody: uploadBody('TemplateUploadForm', true),
      responses: { '201': created('FormTemplate'), ...authFailures, ...uploadFailures, '409': ref('DocumentLibraryNameTaken') },
    },
  },
  '/FormTemplates/Analyze': {
    post: {
      operationId: 'analyzeDocument',
      tags: ['FormTemplates'],
      summary: 'Analyse a .docx without saving it: errors are reported as diagnostics, not refused',
      requestBody: uploadBody('AnalyzeForm', true),
      responses: { '200': { description: 'The analysis and the text', content: json('DocumentAnalysis') }, ...authFailures, ...uploadFailures },
    },
  },
  '/FormTemplates/{id}': {
    get: {
      operationId: 'getFormTemplate',
      tags: ['FormTemplates'],
      summary: 'One template with the analysis of its current file',
      parameters: [idParameter],
      responses: { '200': resource('FormTemplate', 'The template'), ...authFailures, '404': ref('NotFound') },
    },
    put: {
      operationId: 'updateFormTemplate',
      tags: ['FormTemplates'],
      summary: 'Update metadata (JSON or fields) and/or upload a new file (the next file version; earlier ones stay downloadable)',
      parameters: [idParameter, ifMatch, ...rawUploadParameters(false)],
      requestBody: uploadBody('TemplateUploadForm', false, 'UpdateFormTemplateRequest'),
      responses: { '200': resource('FormTemplate', 'The template'), ...authFailures, ...uploadFailures, ...changeFailures, '409': ref('DocumentLibraryNameTaken') },
    },
    delete: {
      operationId: 'deleteFormTemplate',
      tags: ['FormTemplates'],
      summary: 'Delete a template and all its file versions',
      parameters: [idParameter, ifMatch],
      responses: { '204': deleted, ...authFailures, ...changeFailures, '409': ref('Conflict') },
    },
  },
  '/FormTemplates/{id}/Download': {
    get: { operationId: 'downloadFormTemplate', tags: ['FormTemplates'], summary: 'The current file', parameters: [idParameter], responses: { '200': download, ...authFailures, '404': ref('NotFound') } },
  },
  '/FormTemplates/{id}/Versions': {
    get: {
      operationId: 'listFormTemplateVersions',
      tags: ['FormTemplates'],
      summary: 'Every file version, the first first',
      parameters: [idParameter],
      responses: { '200': { description: 'The file versions', content: json('FormTemplateVersionList') }, ...authFailures, '404': ref('NotFound') },
    },
  },
  '/FormTemplates/{id}/Versions/{n}/Download': {
    get: {
      operationId: 'downloadFormTemplateVersion',
      tags: ['FormTemplates'],
      summary: 'File version n, byte for byte',
      parameters: [idParameter, { name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      responses: { '200': download, ...authFailures, '404': ref('NotFound') },
    },
  },
} as const;

const page = (item: string) => ({
  type: 'object',
  required: ['items', 'nextCursor'],
  properties: { items: { type: 'array', items: schema(item) }, nextCursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page.' } },
});
const file = { fileName: { type: 'string' }, size: { type: 'integer', minimum: 1 }, sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' } };
const nullableString = { type: ['string', 'null'] };
const templateSummary = {
  id: { type: 'string' },
  name: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: 'string', maxLength: 2000 },
  tags,
  ...file,
  fileVersion: { type: 'integer', minimum: 1, description: 'The number of the current file version.' },
  ...stamps,
};
const formFields = (extra: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  properties: {
    file: { type: 'string', format: 'binary', description: 'The .docx.' },
    name: { type: 'string', description: 'Default: the file name without .docx.' },
    description: { type: 'string' },
    tags: { type: 'array', items: { type: 'string' }, description: 'Send the field once per tag.' },
    ...extra,
  },
});

export const documentLibrarySchemas = {
  SnippetFolder: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'parentId', 'snippetCount', 'createdAt', 'updatedAt', 'version'],
    properties: { id: { type: 'string' }, name: { type: 'string', minLength: 1, maxLength: 200 }, parentId: nullableString, snippetCount: { type: 'integer', minimum: 0 }, ...stamps },
  },
  SnippetFolderList: page('SnippetFolder'),
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
  Diagnostic: {
    type: 'object',
    required: ['severity', 'code', 'message', 'part', 'paragraph', 'excerpt'],
    properties: {
      severity: { enum: ['error', 'warning'] },
      code: { type: 'string' },
      message: { type: 'string' },
      part: { type: 'string', description: 'e.g. `word/document.xml`, `word/footer2.xml`.' },
      paragraph: { type: ['integer', 'null'] },
      excerpt: { type: 'string' },
    },
  },
  Analysis: {
    type: 'object',
    description: 'SPEC §3.8: what the document uses, and every problem found, located.',
    required: ['fields', 'rules', 'repeats', 'snippets', 'diagnostics'],
    properties: {
      fields: { type: 'array', items: { type: 'object', required: ['name', 'alias', 'occurrences'], properties: { name: { type: 'string' }, alias: nullableString, occurrences: { type: 'integer' } } } },
      rules: {
        type: 'array',
        items: { type: 'object', required: ['name', 'rule', 'reads', 'occurrences'], properties: { name: { type: 'string' }, rule: nullableString, reads: { type: 'array', items: { type: 'string' } }, occurrences: { type: 'integer' } } },
      },
      repeats: {
        type: 'array',
        items: { type: 'object', required: ['name', 'rule', 'alias', 'occurrences'], properties: { name: { type: 'string' }, rule: nullableString, alias: nullableString, occurrences: { type: 'integer' } } },
      },
      snippets: { type: 'array', items: { type: 'object', required: ['name', 'snippet', 'occurrences'], properties: { name: { type: 'string' }, snippet: nullableString, occurrences: { type: 'integer' } } } },
      diagnostics: { type: 'array', items: schema('Diagnostic') },
    },
  },
  DocumentAnalysis: { type: 'object', required: ['analysis', 'text'], properties: { analysis: schema('Analysis'), text: { type: 'string', description: 'The plain text, paragraphs separated by newlines.' } } },
  Snippet: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'description', 'folderId', 'tags', 'fileName', 'size', 'sha256', 'text', 'fields', 'analysis', 'createdAt', 'updatedAt', 'version'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string', minLength: 1, maxLength: 200, description: 'Unique in the tenant; templates insert the snippet by it: `{{> Name}}`.' },
      description: { type: 'string', maxLength: 2000 },
      folderId: nullableString,
      tags,
      ...file,
      text: { type: 'string', description: 'Plain-text preview (at most 10,000 characters).' },
      fields: { type: 'array', items: { type: 'string' }, description: 'The data names it reads (alias names where known).' },
      analysis: schema('Analysis'),
      ...stamps,
    },
  },
  SnippetPage: page('Snippet'),
  CreateSnippetFromTextRequest: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'text'],
    properties: { name: { type: 'string' }, text: { type: 'string', description: 'One paragraph per line.' }, folderId: nullableString, description: { type: 'string' }, tags },
  },
  UpdateSnippetRequest: {
    type: 'object',
    additionalProperties: false,
    properties: { name: { type: 'string' }, text: { type: 'string', description: 'New content, one paragraph per line.' }, folderId: nullableString, description: { type: 'string' }, tags },
  },
  SnippetUploadForm: formFields({ folderId: { type: 'string', description: '`root` for none.' } }),
  TemplateUploadForm: formFields({}),
  AnalyzeForm: { type: 'object', additionalProperties: false, required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  FormTemplateSummary: { type: 'object', additionalProperties: false, required: Object.keys(templateSummary), properties: templateSummary },
  FormTemplate: {
    type: 'object',
    additionalProperties: false,
    required: [...Object.keys(templateSummary), 'analysis'],
    properties: { ...templateSummary, analysis: schema('Analysis') },
  },
  FormTemplatePage: page('FormTemplateSummary'),
  UpdateFormTemplateRequest: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' }, description: { type: 'string' }, tags } },
  FormTemplateVersion: {
    type: 'object',
    additionalProperties: false,
    required: ['number', 'fileName', 'size', 'sha256', 'current', 'createdAt'],
    properties: { number: { type: 'integer', minimum: 1 }, ...file, current: { type: 'boolean' }, createdAt: dateTime },
  },
  FormTemplateVersionList: page('FormTemplateVersion'),
};

export const documentLibraryParameters = {
  DocumentLibraryId: { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
};

export const documentLibraryResponses = {
  DocumentLibraryBadRequest: problem(400, ['malformed_query', 'invalid_cursor', 'bad_request'], 'Unknown query parameters, values out of range, a cursor of no search, or a malformed multipart body'),
  DocumentLibraryNameTaken: problem(409, ['name_taken', 'concurrent_update'], 'The name is taken (names ignore case and surrounding spaces), or concurrent requests kept changing the same data (ADR 0016)'),
  FolderConflict: problem(409, ['name_taken', 'folder_cycle', 'concurrent_update'], 'The name is taken among the new siblings, or the move would put the folder under itself'),
  FolderNotEmpty: problem(409, ['folder_not_empty', 'concurrent_update'], 'The folder holds snippets or folders (snippetCount, folderCount), or concurrent requests kept changing it (ADR 0016)'),
  SnippetConflict: problem(409, ['snippet_in_use', 'name_taken', 'concurrent_update'], 'Templates or snippets insert this snippet by its name (usage lists them); send ?force=true to go ahead'),
  UploadTooLarge: problem(413, ['payload_too_large', 'too_large'], 'The upload is larger than the limit, or inflates beyond it'),
  UploadUnsupported: problem(415, ['unsupported_media_type', 'not_a_zip', 'macro_enabled'], 'Not a .docx upload: another media type, not a zip, or macro-enabled'),
  UploadInvalid: problem(
    422,
    [
      'validation_failed', 'template_invalid', 'snippet_cycle', 'encrypted', 'truncated', 'unsupported_zip', 'inconsistent_zip', 'too_many_entries', 'inflate_ratio',
      'unsupported_compression', 'corrupt_entry', 'crc_mismatch', 'unsafe_entry_name', 'duplicate_entry', 'missing_document_part', 'doctype_forbidden', 'invalid_xml_encoding',
      'malformed_xml', 'too_deeply_nested_xml', 'too_deeply_nested_controls', 'too_deeply_nested_tables', 'too_many_tags', 'too_complex',
    ],
    'Invalid fields, a template with errors (diagnostics), a snippet cycle, or an unsafe document: not well-formed XML (malformed_xml, with the part, line and column), past a structural limit, a zip whose records disagree (the reason is the code), or one whose analysis passed its time or memory limit (too_complex, `limit`: time or memory)',
  ),
};
