import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import { decodeQuery } from '../body/decode-query';
import type { HttpError } from '../problems/http-error';
import { etagOf, expectedVersions } from './if-match';
import { ForceQuery } from '../body/query-codecs';

/** What a `PUT` or `DELETE` of a library resource says besides its body: `If-Match` (null when absent or `*`) and `?force=true`. */
export type ChangeRequest = { readonly expectedVersions: ReadonlyArray<number> | null; readonly force: boolean };

export const changeRequestOf = (ctx: Context): E.Either<HttpError, ChangeRequest> =>
  pipe(
    decodeQuery(ForceQuery, ctx.query),
    E.map((query) => ({ expectedVersions: ifMatchOf(ctx), force: query.force ?? false })),
  );

/** A `PUT` or `DELETE` at the version the client read: its change request, then `run` with it. */
export const withChange = <E, A>(ctx: Context, run: (change: ChangeRequest) => TE.TaskEither<E, A>): TE.TaskEither<HttpError | E, A> =>
  pipe(TE.fromEither(changeRequestOf(ctx)), TE.chainW(run));

/** A `PUT` of JSON at the version the client read: its change request, then its body as `patch`, then `run`. */
export const withChangedBody = <P, EP, E, A>(
  ctx: Context,
  body: () => TE.TaskEither<EP, P>,
  run: (update: ChangeRequest & { readonly patch: P }) => TE.TaskEither<E, A>,
): TE.TaskEither<HttpError | EP | E, A> =>
  withChange(ctx, (change) =>
    pipe(
      body(),
      TE.chainW((patch) => run({ ...change, patch })),
    ),
  );

/** The versions `If-Match` names; null when it is absent or `*`. */
export const ifMatchOf = (ctx: Context): ReadonlyArray<number> | null => expectedVersions(ctx.get('If-Match') || undefined) ?? null;

/** A `201 Created` with the new resource's `Location` and `ETag`. */
export const sendCreated = (ctx: Context, location: string, version: number, body: unknown): void => {
  ctx.status = 201;
  ctx.set('Location', location);
  ctx.set('ETag', etagOf(version));
  ctx.body = body;
};

/** A `200` with the resource's `ETag`. */
export const sendVersioned = (ctx: Context, version: number, body: unknown): void => {
  ctx.set('ETag', etagOf(version));
  ctx.body = body;
};

/** A `204 No Content`: what a delete answers. */
export const sendNoContent = (ctx: Context): void => {
  ctx.status = 204;
};
