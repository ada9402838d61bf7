import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library-names';
import { nameKey } from '@quire/domain/names';
import type { Knex } from 'knex';
import { violatesUnique } from './sql-errors';

/**
 * Turns a lost race on a `(tenant_id, name_key)` unique index into NameTaken, naming the row that
 * holds the name now; null when the error was something else (or the holder is gone again).
 */
export const nameTakenBy = async (
  knex: Knex,
  error: unknown,
  where: { readonly table: string; readonly index: string; readonly resource: NameTaken['resource']; readonly tenantId: TenantId; readonly name: string; readonly scope?: Record<string, string> },
): Promise<NameTaken | null> => {
  if (!violatesUnique(error, { name: where.index, columns: `${where.table}.name_key` })) return null;
  const holder = (await knex(where.table)
    .select('id')
    .where({ tenant_id: where.tenantId, name_key: nameKey(where.name), ...where.scope })
    .first()) as { id: string } | undefined;
  return holder === undefined ? null : { _tag: 'NameTaken', resource: where.resource, name: where.name, takenBy: holder.id };
};
