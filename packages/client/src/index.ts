/**
 * A typed client for the Quire API: openapi-fetch over the types openapi-typescript generates
 * from the server's own OpenAPI document (src/openapi.ts). Every path, parameter, body and
 * response is checked by TypeScript; errors are RFC 9457 problems (`Problem`).
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './openapi';

export type { components, operations, paths };
export type QuireClient = Client<paths>;
/** An error answer (RFC 9457): `code` is stable, `errors` lists what was wrong and where. */
export type Problem = components['schemas']['Problem'];

export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface QuireClientOptions {
  /** Where the server listens, e.g. `http://127.0.0.1:8080` (the client's paths start with `/v1`). */
  readonly baseUrl: string;
  /** An API key (`quire_…`), sent as `Authorization: Bearer <key>`. */
  readonly apiKey: string;
  /** Another fetch (a test double, a proxy agent); the global fetch by default. */
  readonly fetch?: ClientOptions['fetch'];
  /** Headers sent with every request besides the key. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A client for one server and one API key. */
export const createQuireClient = (options: QuireClientOptions): QuireClient =>
  createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...options.headers, Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });

/** The bytes over an ArrayBuffer of their own when they lie in shared memory: a Blob (the DOM's, as a browser has it) takes no view of a SharedArrayBuffer. */
const unshared = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => (bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes));

/**
 * Request options that send a .docx as the raw body (an upload, an analysis), e.g.
 * `client.POST('/v1/FormTemplates', { params: { query: { name: 'Letter' } }, ...docxBody(bytes) })`.
 */
export const docxBody = (bytes: Uint8Array | Blob): { body: Blob; bodySerializer: (body: unknown) => unknown; headers: { 'Content-Type': string } } => ({
  body: bytes instanceof Blob ? bytes : new Blob([unshared(bytes)], { type: DOCX_MEDIA_TYPE }),
  bodySerializer: (body) => body,
  headers: { 'Content-Type': DOCX_MEDIA_TYPE },
});
