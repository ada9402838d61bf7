import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { HttpError } from '../problems/http-error';
import { type DataShapeLimits, exceededShape, type JsonShapeExceeded } from './json-shape';

/**
 * Reads a JSON request body of at most `limitBytes` bytes. No body (or an empty one) is
 * `undefined`, for the codec to judge. raw-body stops reading as soon as the limit is passed,
 * and refuses at once when Content-Length announces more. With `shape`, a body that nests deeper
 * or holds more keys than generation data may is refused before it is parsed.
 */
export const readJsonBody = (ctx: Context, limitBytes: number, shape?: DataShapeLimits): TE.TaskEither<HttpError, unknown> => {
  const kind = ctx.request.is('json', '+json');
  if (kind === null || ctx.request.length === 0) return TE.right(undefined);
  if (kind === false) return TE.left({ _tag: 'UnsupportedMediaType', expected: 'application/json' });
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return TE.left({ _tag: 'UnsupportedMediaType', expected: 'application/json without Content-Encoding' });
  return TE.tryCatch(
    async () => parse((await getRawBody(ctx.req, { length: ctx.get('Content-Length') || null, limit: limitBytes })).toString('utf8'), shape),
    (error): HttpError => classify(error, limitBytes),
  );
};

class MalformedJsonError extends Error {}

class ShapeExceededError extends Error {
  constructor(readonly exceeded: JsonShapeExceeded) {
    super(exceeded.exceeded);
  }
}

// UTF-8 as JSON requires (RFC 8259); a leading byte order mark is allowed and skipped.
const parse = (decoded: string, shape: DataShapeLimits | undefined): unknown => {
  const text = decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
  if (text.trim() === '') return undefined;
  const exceeded = shape === undefined ? undefined : exceededShape(text, shape);
  if (exceeded !== undefined) throw new ShapeExceededError(exceeded);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedJsonError();
  }
};

const classify = (error: unknown, limitBytes: number): HttpError => {
  if (error instanceof MalformedJsonError) return { _tag: 'MalformedJson' };
  if (error instanceof ShapeExceededError) return error.exceeded;
  const type = typeof error === 'object' && error !== null && 'type' in error ? (error as { type: unknown }).type : undefined;
  if (type === 'entity.too.large') return { _tag: 'PayloadTooLarge', limitBytes };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return { _tag: 'UnsupportedMediaType', expected: 'application/json in UTF-8' };
  return { _tag: 'ClientFault', status: 400 };
};
