import type { Knex } from 'knex';
import type { QuireMigration } from './quire-migration';

/**
 * `tenants.library_revision` (ADR 0015): the counter every library write of the tenant increases
 * in its own transaction, read by generation to know whether its cached library is still current.
 */
export const m0003LibraryRevision: QuireMigration = {
  name: '0003-library-revision',
  async up(knex: Knex) {
    await knex.schema.alterTable('tenants', (table) => {
      table.bigInteger('library_revision').unsigned().notNullable().defaultTo(0);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('tenants', (table) => {
      table.dropColumn('library_revision');
    });
  },
};
