import type { TenantId } from '@quire/domain/ids';
import type { NameTaken } from '@quire/domain/library-names';
import { nameKey } from '@quire/domain/names';
import type { Knex } from 'knex';
import { violatesUnique } from '../platform/sql-errors';

type Named = { readonly tenantId: TenantId; readonly name: string };

/** A unique index on `(tenant_id[, scope columns], name_key)` of a library table. */
export type NameIndex<A extends Named> = {
  readonly table: string;
  readonly name: string;
  readonly resource: NameTaken['resource'];
  /** The columns besides the tenant that the index is unique within (a folder's parent). */
  readonly scope?: (item: A) => Record<string, string>;
};

/**
 * Turns a lost race on the name index into NameTaken, naming the row that holds the name now; null
 * when the error was something else (or the holder is gone again).
 */
export const nameTakenOn =
  <A extends Named>(knex: Knex, index: NameIndex<A>) =>
  async (error: unknown, item: A): Promise<NameTaken | null> => {
    if (!violatesUnique(error, { name: index.name, columns: `${index.table}.name_key` })) return null;
    const holder = (await knex(index.table)
      .select('id')
      .where({ tenant_id: item.tenantId, name_key: nameKey(item.name), ...index.scope?.(item) })
      .first()) as { id: string } | undefined;
    return holder === undefined ? null : { _tag: 'NameTaken', resource: index.resource, name: item.name, takenBy: holder.id };
  };
