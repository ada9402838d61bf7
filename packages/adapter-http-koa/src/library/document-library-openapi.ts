import { DOCUMENT_REFUSAL_CODES } from '@quire/ports/documents/document-analyser';
import { PDF_REFUSAL_CODES } from '@quire/ports/documents/pdf-forms';
import { DOCX_CONTENT_TYPE, PDF_CONTENT_TYPE } from '../platform/body/read-upload';
import type * as t from 'io-ts';
import { type OpenApiPart, jsonContent, problemResponse, responseRef } from '../platform/openapi/openapi-parts';
import type { QueryDoc } from '../platform/openapi/operations';
import { pdfRefusalStatus, refusalStatus } from '../platform/problems/problem-from-error';

/** The engine's refusal codes answered with this status. */
const refusedWith = (status: number): string[] => [
  ...DOCUMENT_REFUSAL_CODES.filter((code) => refusalStatus(code) === status),
  ...PDF_REFUSAL_CODES.filter((code) => pdfRefusalStatus(code) === status),
];

/*
 * What the OpenAPI entries of the snippet folders, snippets and form templates share: uploads in
 * both forms (multipart/form-data with `file` + fields, or a raw .docx body with the metadata in
 * the query), downloads, and the answers they have in common. Their shapes are codecs
 * (library-upload-codecs.ts, document-library-json.ts).
 */

export const docxContent = { [DOCX_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } };
/** A form template's upload or download: a .docx, or a fillable PDF. */
export const templateFileContent = { ...docxContent, [PDF_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } };
export const jsonFailures = { '400': responseRef('MalformedJson'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType'), '422': responseRef('ValidationFailed') };
export const uploadFailures = {
  '400': responseRef('DocumentLibraryBadRequest'),
  '413': responseRef('UploadTooLarge'),
  '415': responseRef('UploadUnsupported'),
  '422': responseRef('UploadInvalid'),
};
export const libraryIdParameter = { $ref: '#/components/parameters/DocumentLibraryId' };
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

/** The query string of a raw .docx body: documented as optional, since the other forms send none. */
export const rawUploadQuery = (codec: t.Mixed): QueryDoc => ({ codec, when: 'With a raw .docx body' });

export const uploadBody = (form: t.Mixed, required: boolean, json?: t.Mixed, options: { readonly pdf?: boolean } = {}) => ({
  required,
  description: options.pdf
    ? 'A .docx or a fillable PDF as the multipart part `file` with the metadata as fields, or as the raw body with the metadata in the query string.'
    : 'A .docx as the multipart part `file` with the metadata as fields, or as the raw body with the metadata in the query string.',
  content: { 'multipart/form-data': { schema: form }, ...(options.pdf ? templateFileContent : docxContent), ...(json === undefined ? {} : jsonContent(json)) },
});

/** A form template's download: its .docx or PDF. */
export const templateDownloadResponse = {
  ...downloadResponse,
  description: 'The stored .docx or PDF, byte for byte',
  content: templateFileContent,
};

/** The parameters and answers the three resources (and the generation routes) share. */
export const documentLibraryOpenApi = {
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
