import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { HttpError } from './http-error';

/**
 * Reads a JSON request body of at most `limitBytes` bytes. No body (or an empty one) is
 * `undefined`, for the codec to judge. raw-body stops reading as soon as the limit is passed,
 * and refuses at once when Content-Length announces more.
 */
export const readJsonBody = (ctx: Context, limitBytes: number): TE.TaskEither<HttpError, unknown> => {
  const kind = ctx.request.is('json', '+json');
  if (kind === null || ctx.request.length === 0) return TE.right(undefined);
  if (kind === false) return TE.left({ _tag: 'UnsupportedMediaType', expected: 'application/json' });
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return TE.left({ _tag: 'UnsupportedMediaType', expected: 'application/json without Content-Encoding' });
  return TE.tryCatch(
    async () => parse((await getRawBody(ctx.req, { length: ctx.get('Content-Length') || null, limit: limitBytes })).toString('utf8')),
    (error): HttpError => classify(error, limitBytes),
  );
};

class MalformedJsonError extends Error {}

// UTF-8 as JSON requires (RFC 8259); a leading byte order mark is allowed and skipped.
const parse = (decoded: string): unknown => {
  const text = decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedJsonError();
  }
};

const classify = (error: unknown, limitBytes: number): HttpError => {
  if (error instanceof MalformedJsonError) return { _tag: 'MalformedJson' };
  const type = typeof error === 'object' && error !== null && 'type' in error ? (error as { type: unknown }).type : undefined;
  if (type === 'entity.too.large') return { _tag: 'PayloadTooLarge', limitBytes };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return { _tag: 'UnsupportedMediaType', expected: 'application/json in UTF-8' };
  return { _tag: 'ClientFault', status: 400 };
};
