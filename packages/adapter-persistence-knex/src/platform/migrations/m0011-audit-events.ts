import type { Knex } from 'knex';
import { ID_LENGTH, idColumn, instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

const CHAIN_START = '0'.repeat(64);

/**
 * The audit log (ADR 0112): `audit_events`, each tenant's chain of events by `seq` (from 1), each
 * with the hash of the one before (`prev`) and its own; and on `tenants` the chain's head
 * (`audit_seq`, `audit_head`: the last event's place and hash), which every append takes first
 * in its transaction (appends of one tenant run one after the other) and which shows an event cut
 * off the end.
 */
export const m0011AuditEvents: QuireMigration = {
  name: '0011-audit-events',
  async up(knex: Knex) {
    await knex.schema.createTable('audit_events', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      table.bigInteger('seq').unsigned().notNullable();
      idColumn(table);
      instantColumn(table, 'at').notNullable();
      table.string('actor_user_id', ID_LENGTH).notNullable();
      table.string('actor_key_prefix', 16).nullable();
      table.string('action', 64).notNullable();
      table.string('resource_type', 32).notNullable();
      table.string('resource_id', ID_LENGTH).notNullable();
      table.integer('resource_version').unsigned().nullable();
      table.string('outcome', 16).notNullable();
      table.string('request_id', 128).nullable();
      table.text('details').notNullable();
      table.string('prev', 64).notNullable();
      table.string('hash', 64).notNullable();
      table.primary(['tenant_id', 'seq']);
      table.index(['tenant_id', 'at'], 'audit_events_at_index');
      table.index(['tenant_id', 'actor_user_id', 'seq'], 'audit_events_actor_index');
      table.index(['tenant_id', 'resource_id', 'seq'], 'audit_events_resource_index');
    });
    await knex.schema.alterTable('tenants', (table) => {
      table.bigInteger('audit_seq').unsigned().notNullable().defaultTo(0);
      table.string('audit_head', 64).notNullable().defaultTo(CHAIN_START);
    });
  },
  async down(knex: Knex) {
    await knex.schema.alterTable('tenants', (table) => {
      table.dropColumn('audit_head');
      table.dropColumn('audit_seq');
    });
    await knex.schema.dropTable('audit_events');
  },
};
