import type { AppError } from '@quire/application/app-error';
import type { FieldError } from '@quire/application/field-error';
import type { InvalidCursor } from '../paging/search-cursor';
import type { JsonShapeExceeded } from '../body/json-shape';

/** Failures the transport decides on its own, before or around a use case. */
export type MalformedJson = { readonly _tag: 'MalformedJson' };
export type PayloadTooLarge = { readonly _tag: 'PayloadTooLarge'; readonly limitBytes: number };
export type UnsupportedMediaType = { readonly _tag: 'UnsupportedMediaType'; readonly expected: string };
export type RouteNotFound = { readonly _tag: 'RouteNotFound' };
export type MethodNotAllowed = { readonly _tag: 'MethodNotAllowed' };
export type NotImplemented = { readonly _tag: 'NotImplemented' };
/** A 4xx thrown by Koa or a library (e.g. a malformed header), passed on without its message. */
export type ClientFault = { readonly _tag: 'ClientFault'; readonly status: number };
export type NotReady = { readonly _tag: 'NotReady'; readonly checks: Readonly<Record<string, 'ok' | 'failing'>> };
/** A query string that does not decode (unknown parameter, `limit` out of 1..100, `force=maybe`): 400 with paths. */
export type MalformedQuery = { readonly _tag: 'MalformedQuery'; readonly errors: ReadonlyArray<FieldError> };
/** An `Idempotency-Key` header that is empty or longer than 255 characters. */
export type InvalidIdempotencyKey = { readonly _tag: 'InvalidIdempotencyKey'; readonly maxLength: number };
/** The key was used before with another request (method, path, query or body): 422. */
export type IdempotencyKeyReused = { readonly _tag: 'IdempotencyKeyReused' };
/** The first request with this key is still running: 409, retry later. */
export type IdempotencyInProgress = { readonly _tag: 'IdempotencyInProgress' };
/** The first request with this key succeeded, but its answer is shown only once (a new API key's secret): 409 on replay. */
export type ReplayWithheld = { readonly _tag: 'ReplayWithheld'; readonly reason: string };

/** A write made with a session cookie whose X-CSRF-Token header is missing or not the session's token: 403. */
export type CsrfTokenInvalid = { readonly _tag: 'CsrfTokenInvalid' };

/** Everything an HTTP request can fail with: the use cases' AppError plus the transport's own. */
export type HttpError =
  | AppError
  | MalformedJson
  | JsonShapeExceeded
  | PayloadTooLarge
  | UnsupportedMediaType
  | RouteNotFound
  | MethodNotAllowed
  | NotImplemented
  | ClientFault
  | NotReady
  | MalformedQuery
  | InvalidCursor
  | InvalidIdempotencyKey
  | IdempotencyKeyReused
  | IdempotencyInProgress
  | ReplayWithheld
  | CsrfTokenInvalid;
