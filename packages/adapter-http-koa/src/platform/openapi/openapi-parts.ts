import { ProblemJson } from '../problems/problem-json';
import type * as t from 'io-ts';
import { mayBeAbsent } from './json-schema-of';

/*
 * What every feature's OpenAPI entries are written with: references into the components, the
 * answers most operations share, and the shape of one feature's contribution (OpenApiPart), which
 * openapi-document.ts merges. Bodies are codecs: the document derives their schemas.
 */

/** One feature's path items (relative to the API prefix) and the components only it uses. */
export type OpenApiPart = {
  readonly paths?: Readonly<Record<string, unknown>>;
  readonly schemas?: Readonly<Record<string, unknown>> | ReadonlyArray<t.Mixed>;
  readonly parameters?: Readonly<Record<string, unknown>>;
  readonly responses?: Readonly<Record<string, unknown>>;
};

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const schemaOf = (shape: string | t.Mixed) => (typeof shape === 'string' ? schemaRef(shape) : shape);
export const jsonContent = (shape: string | t.Mixed) => ({ 'application/json': { schema: schemaOf(shape) } });
/** A JSON request body, required unless its codec lets it be left out. */
export const jsonBody = (codec: t.Mixed) => ({ required: !mayBeAbsent(codec), content: jsonContent(codec) });

export const dateTime = { type: 'string', format: 'date-time' };
/** The timestamps and version of every versioned resource. */
export const stamps = { createdAt: dateTime, updatedAt: dateTime, version: { type: 'integer', minimum: 1, description: '+1 on every change; the ETag is `"<version>"`.' } };

/** A problem answer naming the codes it may carry; its example shows the first. */
export const problemResponse = (status: number, codes: ReadonlyArray<string>, description: string) => ({
  description: `${description} (code: ${codes.join(', ')})`,
  content: { 'application/problem+json': { schema: ProblemJson, example: { type: `urn:quire:problem:${codes[0]}`, title: description, status, detail: description, code: codes[0] } } },
});

export const ifMatchParameter = { $ref: '#/components/parameters/IfMatch' };
export const queryParameter = (name: string, description: string, type: object = { type: 'string' }) => ({ name, in: 'query', required: false, description, schema: type });

/** What any secured operation may answer besides its own. */
export const authFailures = { '401': responseRef('Unauthenticated'), '403': responseRef('Forbidden'), '500': responseRef('InternalError') };

/** A resource with its ETag. */
export const versionedResponse = (shape: string | t.Mixed, description: string) => ({ description, headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: jsonContent(shape) });
/** `201 Created`, with the new resource's Location and ETag. */
export const createdResponse = (shape: string | t.Mixed) => ({ description: 'Created', headers: { Location: { $ref: '#/components/headers/Location' }, ETag: { $ref: '#/components/headers/ETag' } }, content: jsonContent(shape) });
