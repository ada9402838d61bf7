import type { AuthenticateApiKey } from '@quire/application/api-keys/authenticate-api-key';
import * as E from 'fp-ts/Either';
import type { Middleware } from 'koa';
import type { AppState } from '../../app-state';
import { answerError } from '../problems/answer';

/**
 * The presented key: `Authorization: Bearer <key>`, else `X-Api-Key: <key>`. An Authorization
 * header of another scheme with no X-Api-Key presents an empty (malformed) key; neither header
 * presents none (undefined).
 */
export const presentedKey = (authorization: string, xApiKey: string): string | undefined => {
  const bearer = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization)?.[1];
  if (bearer !== undefined) return bearer;
  if (xApiKey.trim() !== '') return xApiKey.trim();
  return authorization.trim() !== '' ? '' : undefined;
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
    if (key === '' && !/^Bearer(\s|$)/i.test(ctx.get('Authorization').trim())) {
      // `Authorization: qk_…` (the scheme forgotten) or another scheme (`Basic …`): say so.
      answerError(ctx, { _tag: 'Unauthenticated', reason: 'no_bearer_scheme' });
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
