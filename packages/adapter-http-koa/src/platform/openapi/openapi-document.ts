import { apiKeyOperations } from '../../api-keys/api-key-routes';
import { authPaths } from '../../auth/auth-openapi';
import { comparingOperations } from '../../comparing/compare-routes';
import { generationOpenApi } from '../../generation/generation-routes';
import { interviewOperations } from '../../interviews/interview-routes';
import { answerSetOpenApi } from '../../answer-sets/answer-set-routes';
import { aliasOpenApi } from '../../library/aliases/alias-routes';
import { auditOpenApi } from '../../audit/audit-routes';
import { memberOpenApi } from '../../members/member-routes';
import { jobOpenApi } from '../../jobs/job-routes';
import { documentLibraryOpenApi } from '../../library/document-library-openapi';
import { formTemplateOperations } from '../../library/form-templates/form-template-routes';
import { ruleOpenApi } from '../../library/rules/rule-routes';
import { snippetFolderOpenApi } from '../../library/snippet-folders/snippet-folder-routes';
import { snippetOpenApi } from '../../library/snippets/snippet-routes';
import { vocabularyOpenApi } from '../../library/vocabulary-openapi';
import { webhookOpenApi } from '../../webhooks/webhook-routes';
import { settingsOpenApi } from '../../settings/settings-routes';
import { idempotencyParameters, idempotencyResponses, withIdempotencyKey } from '../idempotency/idempotency-openapi';
import { withRateLimit } from '../rate-limit/rate-limit-openapi';
import { openApiComponents } from './openapi-components';
import { HealthJson, ReadinessJson } from '../health/health-routes';
import type { OpenApiPart } from './openapi-parts';
import { SchemaComponents, jsonSchemaOf } from './json-schema-of';
import { pathsOf, withSchemas } from './openapi-paths';

/** Every feature's operations and components, in the order the document lists their paths. */
const parts: ReadonlyArray<OpenApiPart> = [
  { operations: apiKeyOperations },
  memberOpenApi,
  auditOpenApi,
  vocabularyOpenApi,
  aliasOpenApi,
  ruleOpenApi,
  documentLibraryOpenApi,
  snippetFolderOpenApi,
  snippetOpenApi,
  { operations: formTemplateOperations },
  { operations: comparingOperations },
  generationOpenApi,
  { operations: interviewOperations },
  answerSetOpenApi,
  jobOpenApi,
  webhookOpenApi,
  settingsOpenApi,
];
const merged = (key: 'parameters' | 'responses'): Record<string, unknown> => Object.assign({}, ...parts.map((part) => part[key] ?? {}));

const publicPaths = {
  '/healthz': {
    get: { operationId: 'health', tags: ['Operations'], summary: 'The process is alive', security: [], responses: { '200': { description: 'Alive', content: { 'application/json': { schema: HealthJson } } } } },
  },
  '/readyz': {
    get: {
      operationId: 'readiness',
      tags: ['Operations'],
      summary: 'The database and the blob store are reachable',
      security: [],
      responses: { '200': { description: 'Ready', content: { 'application/json': { schema: ReadinessJson } } }, '503': { $ref: '#/components/responses/NotReady' } },
    },
  },
  '/metrics': {
    get: {
      operationId: 'metrics',
      tags: ['Operations'],
      summary: 'Metrics in Prometheus text format (requests by route and status, durations, the compiled-template cache, the process)',
      security: [],
      responses: { '200': { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
  },
  '/openapi.json': {
    get: { operationId: 'openApi', tags: ['Operations'], summary: 'This document', security: [], responses: { '200': { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object' } } } } } },
  },
  '/docs': {
    get: { operationId: 'docs', tags: ['Operations'], summary: 'Interactive API reference', security: [], responses: { '200': { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } } } },
  },
  '/docs/{file}': {
    get: {
      operationId: 'docsAsset',
      tags: ['Operations'],
      summary: 'A file of the interactive reference',
      security: [],
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'CSS, JavaScript or image' }, '404': { $ref: '#/components/responses/NotFound' } },
    },
  },
  '/console': {
    get: {
      operationId: 'console',
      tags: ['Operations'],
      summary: 'The web console (sign in with an API key): served at /console/, to which /console redirects',
      security: [],
      responses: { '200': { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } }, '301': { description: 'From /console to /console/' } },
    },
  },
  '/console/{file}': {
    get: {
      operationId: 'consoleAsset',
      tags: ['Operations'],
      summary: 'A file of the web console (script, style sheet, the PDF preview worker)',
      security: [],
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'JavaScript, CSS or image' }, '404': { $ref: '#/components/responses/NotFound' }, '503': { description: 'The console could not be built (the API is unaffected)' } },
    },
  },
};

const withPrefix = (prefix: string, paths: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(paths).map(([path, item]) => [prefix + path, item]));

/**
 * The OpenAPI 3.1 description of every route the app serves, for an API mounted at `prefix`. The
 * schemas are derived from the codecs the operations and components name (json-schema-of.ts).
 */
export const openApiDocument = (prefix: string) => {
  const components = new SchemaComponents();
  for (const codec of parts.flatMap((part) => part.schemas ?? [])) jsonSchemaOf(codec, components);
  const operations = parts.flatMap((part) => (part.operations === undefined ? [] : [part.operations]));
  const paths = withSchemas({ ...withPrefix(prefix, withRateLimit(withIdempotencyKey(pathsOf(operations, components)))), ...publicPaths, ...authPaths }, components) as Record<string, unknown>;
  const responses = withSchemas({ ...openApiComponents.responses, ...merged('responses'), ...idempotencyResponses }, components) as Record<string, unknown>;
  const parameters = withSchemas({ ...openApiComponents.parameters, ...merged('parameters'), ...idempotencyParameters }, components) as Record<string, unknown>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quire API',
      version: '1',
      description: "Document automation: Word templates + JSON answers -> completed documents. Paths are matched case-insensitively; errors are RFC 9457 problems. Every operation needs a role of the caller (its description says which, and `x-quire-role`); a call without it is 403 `forbidden`.",
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/' }],
    security: [{ bearerKey: [] }, { headerKey: [] }, { sessionCookie: [] }],
    tags: [
      { name: 'ApiKeys', description: "The caller's API keys, each with a role no higher than the caller's: create (the secret is shown once), rename, deactivate, delete" },
      { name: 'AuditEvents', description: "The tenant's audit log, a hash chain of every change of its members and keys: list, export; owners and auditors" },
      { name: 'Members', description: "The people of the tenant and their roles (owner, author, drafter, auditor): add, change a role, remove; owners only" },
      { name: 'Aliases', description: 'The named, typed answers templates use, with their synonyms and computed formulas' },
      { name: 'NamedRanges', description: 'Conditional rules: named conditions templates test with {{#if}}' },
      { name: 'Snippets', description: 'Reusable clauses (.docx) and their folders, inserted with {{> Name}}' },
      { name: 'FormTemplates', description: 'Word templates: upload, analyse, version, download, generate documents' },
      { name: 'Interviews', description: 'The questions a template asks, derived from it, and checking answers against them' },
      { name: 'AnswerSets', description: 'Named sets of answers, saved and merged into a generation' },
      { name: 'Jobs', description: 'Batches of documents made in the background, their progress, results and cancelling' },
      { name: 'Webhooks', description: 'Signed notifications of jobs and template changes, their deliveries and tests' },
      { name: 'Settings', description: "The tenant's settings: its signing certificate for sealed PDFs" },
      { name: 'SignIn', description: "People's sign-in with the OpenID Connect provider: a session cookie the API accepts as it accepts a key (changes need the X-CSRF-Token header)" },
      { name: 'Operations', description: 'Health, readiness, metrics and this document' },
    ],
    paths,
    components: { ...openApiComponents, schemas: components.schemas, parameters, responses },
  };
};
