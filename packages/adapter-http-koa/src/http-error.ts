import type { AppError } from '@quire/application/app-error';

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

/** Everything an HTTP request can fail with: the use cases' AppError plus the transport's own. */
export type HttpError =
  | AppError
  | MalformedJson
  | PayloadTooLarge
  | UnsupportedMediaType
  | RouteNotFound
  | MethodNotAllowed
  | NotImplemented
  | ClientFault
  | NotReady;
