import { tenantId } from '@quire/domain/ids';
import type { Tenant } from '@quire/domain/accounts/tenant';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { CommandFailed } from '../cli-command';

const orFail = async <A>(task: () => Promise<E.Either<{ readonly operation: string }, A>>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new CommandFailed(`the store failed during ${result.left.operation}`);
  return result.right;
};

/**
 * `--tenant` as an operator types it: a tenant id, or else a tenant's exact name (compared as names
 * are, by `nameKey`: case, spacing and typographic quotes aside). Several tenants of that name: the id is needed.
 */
export const resolveTenant = async ({ tenants }: Pick<Ports, 'tenants'>, idOrName: string): Promise<Tenant> => {
  const byId = await orFail(tenants.findById(tenantId(idOrName.trim())));
  if (O.isSome(byId)) return byId.value;
  const byName = await orFail(tenants.findByName(idOrName));
  const [only, ...others] = byName;
  if (only === undefined) throw new CommandFailed(`no tenant has the id or the name "${idOrName}"`);
  if (others.length > 0) throw new CommandFailed(`${byName.length} tenants are named "${idOrName}"; give one of their ids: ${byName.map((t) => t.id).join(', ')}`);
  return only;
};
