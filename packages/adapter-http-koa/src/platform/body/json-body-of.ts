import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import { decodeExact } from './decode-exact';
import { readJsonBody } from './read-json-body';
import type { DataShapeLimits } from './json-shape';

/** The JSON body, of at most `limitBytes` (and within `shape`, for data), decoded by an exact codec (unknown properties are 422). */
export const jsonBodyOf = <A, O>(ctx: Context, limitBytes: number, codec: t.Type<A, O, unknown>, shape?: DataShapeLimits) =>
  pipe(
    readJsonBody(ctx, limitBytes, shape),
    TE.chainEitherKW((json) => decodeExact(codec, json)),
  );
