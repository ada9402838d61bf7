import type { Knex } from 'knex';
import type { QuireMigration } from './quire-migration';

/**
 * Roles (ADR 0110): `memberships.role` and `api_keys.role` (`owner`, `author`, `drafter` or
 * `auditor`; every member and key that existed before roles is an owner, as it could do
 * everything), and `tenants.members_revision`, the counter every change of a tenant's members
 * increases first in its own transaction, so that two changes of one tenant's members never run
 * their last-owner checks at once.
 */
export const m0010Roles: QuireMigration = {
  name: '0010-roles',
  async up(knex: Knex, note = () => undefined) {
    await knex.schema.alterTable('memberships', (table) => {
      table.string('role', 16).notNullable().defaultTo('owner');
    });
    await knex.schema.alterTable('api_keys', (table) => {
      table.string('role', 16).notNullable().defaultTo('owner');
    });
    await knex.schema.alterTable('tenants', (table) => {
      table.bigInteger('members_revision').unsigned().notNullable().defaultTo(0);
    });
    const [row] = (await knex('memberships').count({ members: '*' })) as ReadonlyArray<{ members: unknown }>;
    note({ message: 'every existing member and key is an owner', members: Number(row?.members ?? 0) });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('tenants', (table) => {
      table.dropColumn('members_revision');
    });
    await knex.schema.alterTable('api_keys', (table) => {
      table.dropColumn('role');
    });
    await knex.schema.alterTable('memberships', (table) => {
      table.dropColumn('role');
    });
  },
};
