import type { Page, PageRequest } from '@quire/ports/library/search/search';
import { DEFAULT_PAGE_LIMIT } from '@quire/ports/library/search/search';
import { decodeCursor } from './search-cursor';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { decodeQuery } from '../body/decode-query';
import { answer } from '../problems/answer';
import type { HttpError } from '../problems/http-error';
import { sendPage } from './page-json';

/** The page a search asks for, from its decoded `limit` (default 25) and opaque `cursor` (400 `invalid_cursor` when no page of ours made it). */
export const pageRequestOf = (query: { readonly limit?: number; readonly cursor?: string }): E.Either<HttpError, PageRequest> => {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  if (query.cursor === undefined) return E.right({ limit, after: null });
  return E.map((after: PageRequest['after']) => ({ limit, after }))(decodeCursor(query.cursor));
};

/** A search's query string, decoded by its codec (filters, `q`, `limit`, `cursor`), and the page it asks for. */
export const searchRequestOf = <Q extends { readonly limit?: number; readonly cursor?: string }, O>(
  codec: t.Type<Q, O, unknown>,
  ctx: Context,
): TE.TaskEither<HttpError, { readonly query: Q; readonly page: PageRequest }> =>
  pipe(
    TE.fromEither(decodeQuery(codec, ctx.query)),
    TE.bindTo('query'),
    TE.bind('page', ({ query }) => TE.fromEither(pageRequestOf(query))),
  );

/** Answers a search route: its query decoded with `codec`, `search` run with it and the page, the page answered with each item as `toJson` writes it. */
export const answerSearch = <Q extends { readonly limit?: number; readonly cursor?: string }, O, A, J>(
  ctx: Context,
  codec: t.Type<Q, O, unknown>,
  search: (query: Q, page: PageRequest) => TE.TaskEither<HttpError, Page<A>>,
  toJson: (item: A) => J,
): Promise<void> =>
  answer(
    ctx,
    pipe(
      searchRequestOf(codec, ctx),
      TE.chain(({ query, page }) => search(query, page)),
    ),
    sendPage(ctx, toJson),
  );
