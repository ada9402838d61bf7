import type { Principal } from '@quire/application/principal';
import type { ParameterizedContext } from 'koa';
import type { AppState } from '../../app-state';

/** The authenticated caller; only reachable behind the authenticate middleware. */
export const principalOf = (ctx: ParameterizedContext<AppState>): Principal => {
  const principal = ctx.state.principal;
  if (principal === undefined) throw new Error('route mounted without the authenticate middleware');
  return principal;
};
