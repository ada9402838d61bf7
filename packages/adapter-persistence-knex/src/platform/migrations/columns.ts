import type { Knex } from 'knex';
import { isMysql } from '../dialect';

/**
 * Column conventions of every table, so later tables (aliases, rules, folders, snippets, templates,
 * idempotency keys) look alike on both dialects:
 * - ids are opaque strings up to 64 characters;
 * - instants are UTC with millisecond precision (MySQL `datetime(3)`, written as UTC by createKnex;
 *   SQLite stores the epoch milliseconds knex binds for a Date);
 * - a tenant's resource carries `tenant_id` (restricting deletion of the tenant) and is looked up by
 *   `(tenant_id, id)`; case-insensitive unique names use a lowercased `name_key` column with a
 *   unique index on `(tenant_id, name_key)`, because MySQL tables here compare in binary, like SQLite.
 */
export const ID_LENGTH = 64;

export const idColumn = (table: Knex.CreateTableBuilder, name = 'id'): Knex.ColumnBuilder => table.string(name, ID_LENGTH).notNullable();

export const instantColumn = (table: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder => table.datetime(name, { precision: 3 });

/** `created_at`, `updated_at` and `version` (the optimistic-concurrency counter, +1 on every change). */
export const auditColumns = (table: Knex.CreateTableBuilder): void => {
  instantColumn(table, 'created_at').notNullable();
  instantColumn(table, 'updated_at').notNullable();
  table.integer('version').unsigned().notNullable();
};

/** `tenant_id` referencing `tenants`. */
export const tenantColumn = (table: Knex.CreateTableBuilder): void => {
  idColumn(table, 'tenant_id').references('id').inTable('tenants');
};

/** MySQL table options: InnoDB, utf8mb4, binary comparison (SQLite compares in binary anyway). */
export const tableOptions = (knex: Knex, table: Knex.CreateTableBuilder): void => {
  if (!isMysql(knex)) return;
  table.engine('InnoDB');
  table.charset('utf8mb4');
  table.collate('utf8mb4_bin');
};
