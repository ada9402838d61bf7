import type { AuthenticateApiKey } from '@quire/application/authenticate-api-key';
import * as E from 'fp-ts/Either';
import type { Middleware } from 'koa';
import type { AppState } from './app-state';
import { answerError } from './answer';

/** The presented key: `Authorization: Bearer <key>` or `X-Api-Key: <key>`; undefined when neither is sent. */
export const presentedKey = (authorization: string, xApiKey: string): string | undefined => {
  if (authorization !== '') {
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ?? '';
  }
  return xApiKey !== '' ? xApiKey.trim() : undefined;
};

/** Requires a valid key and leaves its Principal on `ctx.state`; answers 401/403 problems otherwise. */
export const authenticate =
  (authenticateApiKey: AuthenticateApiKey): Middleware<AppState> =>
  async (ctx, next) => {
    const key = presentedKey(ctx.get('Authorization'), ctx.get('X-Api-Key'));
    if (key === undefined) {
      answerError(ctx, { _tag: 'Unauthenticated', reason: 'missing' });
      return;
    }
    const result = await authenticateApiKey(key)();
    if (E.isLeft(result)) {
      answerError(ctx, result.left);
      return;
    }
    ctx.state.principal = result.right;
    await next();
  };
