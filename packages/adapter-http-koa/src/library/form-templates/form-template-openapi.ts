import { type OpenApiPart, authFailures, createdResponse, dateTime, ifMatchParameter, jsonContent, queryParameter, responseRef, schemaRef, stamps, versionedResponse } from '../../platform/openapi/openapi-parts';
import { deletedResponse, downloadResponse, fileProperties, libraryChangeFailures, libraryIdParameter, libraryPage, libraryPageParameters, rawUploadParameters, tagsSchema, uploadBody, uploadFailures, uploadFormFields } from '../document-library-openapi';

const templateSummary = {
  id: { type: 'string' },
  name: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: 'string', maxLength: 2000 },
  tags: tagsSchema,
  ...fileProperties,
  fileVersion: { type: 'integer', minimum: 1, description: 'The number of the current file version.' },
  ...stamps,
};

/** OpenAPI of `/FormTemplates` (but generation), with the schemas only it uses. */
export const formTemplateOpenApi = {
  paths: {
    '/FormTemplates': {
      get: {
        operationId: 'searchFormTemplates',
        tags: ['FormTemplates'],
        summary: 'Search form templates',
        parameters: [...libraryPageParameters, queryParameter('alias', 'Only templates whose current version uses this alias (by name or synonym).'), queryParameter('tag', 'Only templates with this tag (ignoring case).')],
        responses: { '200': { description: 'A page, by name then id (without analyses)', content: jsonContent('FormTemplatePage') }, ...authFailures, '400': responseRef('DocumentLibraryBadRequest') },
      },
      post: {
        operationId: 'createFormTemplate',
        tags: ['FormTemplates'],
        summary: 'Upload a form template (analysed; refused when unsafe or with errors, warnings kept)',
        parameters: rawUploadParameters(false),
        requestBody: uploadBody('TemplateUploadForm', true),
        responses: { '201': createdResponse('FormTemplate'), ...authFailures, ...uploadFailures, '409': responseRef('DocumentLibraryNameTaken') },
      },
    },
    '/FormTemplates/Analyze': {
      post: {
        operationId: 'analyzeDocument',
        tags: ['FormTemplates'],
        summary: 'Analyse a .docx without saving it: errors are reported as diagnostics, not refused',
        requestBody: uploadBody('AnalyzeForm', true),
        responses: { '200': { description: 'The analysis and the text', content: jsonContent('DocumentAnalysis') }, ...authFailures, ...uploadFailures },
      },
    },
    '/FormTemplates/{id}': {
      get: {
        operationId: 'getFormTemplate',
        tags: ['FormTemplates'],
        summary: 'One template with the analysis of its current file',
        parameters: [libraryIdParameter],
        responses: { '200': versionedResponse('FormTemplate', 'The template'), ...authFailures, '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateFormTemplate',
        tags: ['FormTemplates'],
        summary: 'Update metadata (JSON or fields) and/or upload a new file (the next file version; earlier ones stay downloadable)',
        parameters: [libraryIdParameter, ifMatchParameter, ...rawUploadParameters(false)],
        requestBody: uploadBody('TemplateUploadForm', false, 'UpdateFormTemplateRequest'),
        responses: { '200': versionedResponse('FormTemplate', 'The template'), ...authFailures, ...uploadFailures, ...libraryChangeFailures, '409': responseRef('DocumentLibraryNameTaken') },
      },
      delete: {
        operationId: 'deleteFormTemplate',
        tags: ['FormTemplates'],
        summary: 'Delete a template and all its file versions',
        parameters: [libraryIdParameter, ifMatchParameter],
        responses: { '204': deletedResponse, ...authFailures, ...libraryChangeFailures, '409': responseRef('Conflict') },
      },
    },
    '/FormTemplates/{id}/Download': {
      get: { operationId: 'downloadFormTemplate', tags: ['FormTemplates'], summary: 'The current file', parameters: [libraryIdParameter], responses: { '200': downloadResponse, ...authFailures, '404': responseRef('NotFound') } },
    },
    '/FormTemplates/{id}/Versions': {
      get: {
        operationId: 'listFormTemplateVersions',
        tags: ['FormTemplates'],
        summary: 'Every file version, the first first',
        parameters: [libraryIdParameter],
        responses: { '200': { description: 'The file versions', content: jsonContent('FormTemplateVersionList') }, ...authFailures, '404': responseRef('NotFound') },
      },
    },
    '/FormTemplates/{id}/Versions/{n}/Download': {
      get: {
        operationId: 'downloadFormTemplateVersion',
        tags: ['FormTemplates'],
        summary: 'File version n, byte for byte',
        parameters: [libraryIdParameter, { name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: { '200': downloadResponse, ...authFailures, '404': responseRef('NotFound') },
      },
    },
  },
  schemas: {
    DocumentAnalysis: { type: 'object', required: ['analysis', 'text'], properties: { analysis: schemaRef('Analysis'), text: { type: 'string', description: 'The plain text, paragraphs separated by newlines.' } } },
    TemplateUploadForm: uploadFormFields({}),
    AnalyzeForm: { type: 'object', additionalProperties: false, required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
    FormTemplateSummary: { type: 'object', additionalProperties: false, required: Object.keys(templateSummary), properties: templateSummary },
    FormTemplate: {
      type: 'object',
      additionalProperties: false,
      required: [...Object.keys(templateSummary), 'analysis'],
      properties: { ...templateSummary, analysis: schemaRef('Analysis') },
    },
    FormTemplatePage: libraryPage('FormTemplateSummary'),
    UpdateFormTemplateRequest: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' }, description: { type: 'string' }, tags: tagsSchema } },
    FormTemplateVersion: {
      type: 'object',
      additionalProperties: false,
      required: ['number', 'fileName', 'size', 'sha256', 'current', 'createdAt'],
      properties: { number: { type: 'integer', minimum: 1 }, ...fileProperties, current: { type: 'boolean' }, createdAt: dateTime },
    },
    FormTemplateVersionList: libraryPage('FormTemplateVersion'),
  },
} satisfies OpenApiPart;
