import type { Knex } from 'knex';
import { NAME_KEY_LENGTH } from '../m0002-library';

/**
 * `tenants.name_key`: a tenant is found by name (the CLI, and the check that names stay unique) by
 * this key, computed in JS like every other stored key rather than by SQL's `LOWER`.
 */
export const addTenantNameKeys = async (knex: Knex, keyOf: (name: string) => string): Promise<void> => {
  await knex.schema.alterTable('tenants', (table) => {
    table.string('name_key', NAME_KEY_LENGTH).notNullable().defaultTo('');
    table.index(['name_key'], 'tenants_name_key_index');
  });
  const tenants = (await knex('tenants').select('id', 'name')) as ReadonlyArray<{ id: string; name: string }>;
  for (const { id, name } of tenants) await knex('tenants').where({ id }).update({ name_key: keyOf(name) });
};

export const dropTenantNameKeys = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('tenants', (table) => {
    table.dropIndex(['name_key'], 'tenants_name_key_index');
    table.dropColumn('name_key');
  });
};
