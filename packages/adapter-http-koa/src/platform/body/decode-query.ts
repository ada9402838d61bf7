import type { FieldError } from '@quire/application/field-error';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { NoQuery } from './empty-codecs';
import { fieldErrorsOf } from './field-errors-of';
import type { HttpError } from '../problems/http-error';

type Query = Readonly<Record<string, string | ReadonlyArray<string> | undefined>>;

/**
 * Decodes a query string (`ctx.query`) with an exact codec. Unknown parameters, repeated ones and
 * values the codec refuses are a malformed query (400 `malformed_query` with one entry per
 * parameter): a query is not a body, and docs/api.md#request-bodies answers 400 for a malformed one.
 */
export const decodeQuery = <A, O>(codec: t.Type<A, O, unknown>, query: Query): E.Either<HttpError, A> => {
  const repeated = Object.entries(query).filter(([, value]) => Array.isArray(value)).map(([name]): FieldError => ({ path: name, message: 'must be given once' }));
  if (repeated.length > 0) return E.left({ _tag: 'MalformedQuery', errors: repeated });
  return pipe(
    codec.decode(query),
    E.mapLeft((errors): HttpError => ({ _tag: 'MalformedQuery', errors: fieldErrorsOf(errors) })),
    E.chain((decoded) => {
      const known = new Set(Object.keys(decoded as object));
      const unknown = Object.keys(query).filter((name) => !known.has(name)).map((path): FieldError => ({ path, message: 'is not a known parameter' }));
      return unknown.length === 0 ? E.right(decoded) : E.left({ _tag: 'MalformedQuery', errors: unknown });
    }),
  );
};

/** A request that takes no query parameters: 400 with any, else `run`. */
export const withoutQuery = <E, A>(ctx: Context, run: () => TE.TaskEither<E, A>): TE.TaskEither<HttpError | E, A> =>
  pipe(TE.fromEither(decodeQuery(NoQuery, ctx.query)), TE.chainW(run));

/** A request whose input besides its path is its body alone: no query, then its body (read and decoded by `body`), then `run` with it. */
export const withBody = <B, EB, E, A>(ctx: Context, body: () => TE.TaskEither<EB, B>, run: (body: B) => TE.TaskEither<E, A>): TE.TaskEither<HttpError | EB | E, A> =>
  withoutQuery(ctx, () => pipe(body(), TE.chainW(run)));
