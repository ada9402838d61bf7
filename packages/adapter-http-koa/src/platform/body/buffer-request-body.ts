import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { HttpError } from '../problems/http-error';

/**
 * Reads the whole request body (at most `limitBytes`) and puts an identical unread request in
 * its place, so that whatever reads the body next (raw-body for JSON, busboy for uploads) reads
 * the same bytes as if nothing had happened. The idempotency middleware needs the bytes before
 * the handler runs, to hash them.
 */
export const bufferRequestBody = (ctx: Context, limitBytes: number): TE.TaskEither<HttpError, Buffer> =>
  TE.tryCatch(
    async () => {
      const bytes = await getRawBody(ctx.req, { length: ctx.get('Content-Length') || null, limit: limitBytes });
      const replay = Object.assign(new PassThrough(), pick(ctx.req));
      replay.end(bytes);
      const request = replay as unknown as IncomingMessage;
      ctx.req = request;
      ctx.request.req = request;
      return bytes;
    },
    (error): HttpError => (typeOf(error) === 'entity.too.large' ? { _tag: 'PayloadTooLarge', limitBytes } : { _tag: 'ClientFault', status: 400 }),
  );

/** What Koa and body readers look at on a request besides its bytes. */
const pick = (req: IncomingMessage) => ({
  headers: req.headers,
  rawHeaders: req.rawHeaders,
  method: req.method,
  url: req.url,
  httpVersion: req.httpVersion,
  httpVersionMajor: req.httpVersionMajor,
  httpVersionMinor: req.httpVersionMinor,
  socket: req.socket,
  connection: req.socket,
  complete: true,
});

const typeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'type' in error ? (error as { type: unknown }).type : undefined);
