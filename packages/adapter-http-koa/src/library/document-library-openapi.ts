import { DOCUMENT_REFUSAL_CODES } from '@quire/ports/documents/document-analyser';
import { DOCX_CONTENT_TYPE } from '../platform/body/read-upload';
import { type OpenApiPart, jsonContent, problemResponse, queryParameter, responseRef, schemaRef } from '../platform/openapi/openapi-parts';
import { refusalStatus } from '../platform/problems/problem-from-error';

/** The engine's refusal codes answered with this status. */
const refusedWith = (status: number): string[] => DOCUMENT_REFUSAL_CODES.filter((code) => refusalStatus(code) === status);

/*
 * What the OpenAPI entries of the snippet folders, snippets and form templates share: uploads in
 * both forms (multipart/form-data with `file` + fields, or a raw .docx body with the metadata in
 * the query), downloads, pages, the analysis of a document, and the answers they have in common.
 */

export const docxContent = { [DOCX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } };
export const tagsSchema = { type: 'array', maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 50 }, description: 'At most 50, no two equal ignoring case.' };
export const jsonFailures = { '400': responseRef('MalformedJson'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('ValidationFailed') };
export const uploadFailures = {
  '400': responseRef('DocumentLibraryBadRequest'),
  '413': responseRef('UploadTooLarge'),
  '415': responseRef('UploadUnsupported'),
  '422': responseRef('UploadInvalid'),
};
export const libraryIdParameter = { $ref: '#/components/parameters/DocumentLibraryId' };
export const rawUploadParameters = (withFolder: boolean) => [
  queryParameter('name', 'With a raw .docx body: the name (default: the file name without .docx).'),
  queryParameter('description', 'With a raw .docx body: the description.'),
  { ...queryParameter('tags', 'With a raw .docx body: a tag; repeat for more.', { type: 'array', items: { type: 'string' } }), style: 'form', explode: true },
  queryParameter('fileName', 'With a raw .docx body: the file name to keep.'),
  ...(withFolder ? [queryParameter('folderId', 'With a raw .docx body: the folder (`root` for none).')] : []),
];
export const libraryPageParameters = [
  queryParameter('q', 'Case-insensitive substring of the name and the resource\'s text.'),
  queryParameter('limit', '1 to 100 (default 25).', { type: 'integer', minimum: 1, maximum: 100 }),
  queryParameter('cursor', 'The `nextCursor` of the previous page.'),
];
export const downloadResponse = {
  description: 'The stored .docx, byte for byte',
  headers: {
    'Content-Disposition': { description: '`attachment; filename="<name>.docx"` (plus `filename*` for names that are not ASCII).', schema: { type: 'string' } },
    ETag: { description: 'The SHA-256 of the file, quoted.', schema: { type: 'string' } },
  },
  content: docxContent,
};
export const deletedResponse = { description: 'Deleted' };
export const libraryChangeFailures = { '404': responseRef('NotFound'), '412': responseRef('PreconditionFailed') };

export const uploadBody = (form: string, required: boolean, jsonSchema?: string) => ({
  required,
  description: 'A .docx as the multipart part `file` with the metadata as fields, or as the raw body with the metadata in the query string.',
  content: { 'multipart/form-data': { schema: schemaRef(form) }, ...docxContent, ...(jsonSchema === undefined ? {} : jsonContent(jsonSchema)) },
});

export const libraryPage = (item: string) => ({
  type: 'object',
  required: ['items', 'nextCursor'],
  properties: { items: { type: 'array', items: schemaRef(item) }, nextCursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page.' } },
});
export const fileProperties = { fileName: { type: 'string' }, size: { type: 'integer', minimum: 1 }, sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' } };
export const nullableString = { type: ['string', 'null'] };
export const uploadFormFields = (extra: Record<string, object>) => ({
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

/** The components the three resources (and the generation routes) use. */
export const documentLibraryOpenApi = {
  paths: {},
  schemas: {
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
        diagnostics: { type: 'array', items: schemaRef('Diagnostic') },
      },
    },
  },
  parameters: {
    DocumentLibraryId: { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
  },
  responses: {
    DocumentLibraryBadRequest: problemResponse(400, ['malformed_query', 'invalid_cursor', 'bad_request'], 'Unknown query parameters, values out of range, a cursor of no search, or a malformed multipart body'),
    DocumentLibraryNameTaken: problemResponse(409, ['name_taken', 'concurrent_update'], 'The name is taken (names compare by their key: case, runs of white space and typographic quotes aside), or concurrent requests kept changing the same data (ADR 0016)'),
    UploadTooLarge: problemResponse(413, ['payload_too_large', ...refusedWith(413)], 'The upload is larger than the limit, or inflates beyond it'),
    UploadUnsupported: problemResponse(415, ['unsupported_media_type', ...refusedWith(415)], 'Not a .docx upload: another media type, not a zip, or macro-enabled'),
    UploadInvalid: problemResponse(
      422,
      ['validation_failed', 'template_invalid', 'snippet_cycle', ...refusedWith(422), 'too_complex'],
      'Invalid fields, a template with errors (diagnostics: every error, then the warnings), a snippet cycle, or an unsafe document: not well-formed XML (malformed_xml, with the part, line and column), past a structural limit, a zip whose records disagree (the reason is the code), or one whose analysis passed its time or memory limit (too_complex, `limit`: time or memory)',
    ),
  },
} satisfies OpenApiPart;
