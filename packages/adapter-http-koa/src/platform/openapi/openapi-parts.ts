import type * as t from 'io-ts';
import { ProblemJson } from '../problems/problem-json';
import { mayBeAbsent } from './json-schema-of';
import type { Operations } from './operations';

/*
 * What every feature's OpenAPI entries are written with: references into the components, the
 * answers most operations share, and the shape of one feature's contribution (OpenApiPart), which
 * openapi-document.ts merges. Bodies, answers and parameter schemas are codecs: the document
 * derives their schemas.
 */

/** One feature's operations and the components only it uses (schemas no operation refers to, parameters, problem answers). */
export type OpenApiPart = {
  readonly operations?: Operations;
  readonly schemas?: ReadonlyArray<t.Mixed>;
  readonly parameters?: Readonly<Record<string, unknown>>;
  readonly responses?: Readonly<Record<string, unknown>>;
};

export const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
export const jsonContent = (codec: t.Mixed) => ({ 'application/json': { schema: codec } });
/** A JSON request body, required unless its codec lets it be left out. */
export const jsonBody = (codec: t.Mixed) => ({ required: !mayBeAbsent(codec), content: jsonContent(codec) });

/** A problem answer naming the codes it may carry; its example shows the first. */
export const problemResponse = (status: number, codes: ReadonlyArray<string>, description: string) => ({
  description: `${description} (code: ${codes.join(', ')})`,
  content: { 'application/problem+json': { schema: ProblemJson, example: { type: `urn:quire:problem:${codes[0]}`, title: description, status, detail: description, code: codes[0] } } },
});

export const ifMatchParameter = { $ref: '#/components/parameters/IfMatch' };
/** A query parameter documented beside its operation's query codec (one that several readers of the query share). */
export const queryParameter = (name: string, description: string, schema: t.Mixed) => ({ name, in: 'query', required: false, description, schema });

/** What any secured operation may answer besides its own. */
export const authFailures = { '401': responseRef('Unauthenticated'), '403': responseRef('Forbidden'), '500': responseRef('InternalError') };

/** A resource with its ETag. */
export const versionedResponse = (codec: t.Mixed, description: string) => ({ description, headers: { ETag: { $ref: '#/components/headers/ETag' } }, content: jsonContent(codec) });
/** `201 Created`, with the new resource's Location and ETag. */
export const createdResponse = (codec: t.Mixed) => ({ description: 'Created', headers: { Location: { $ref: '#/components/headers/Location' }, ETag: { $ref: '#/components/headers/ETag' } }, content: jsonContent(codec) });
