import type { Knex } from 'knex';
import { ID_LENGTH, idColumn, instantColumn, tableOptions } from '../columns';

export const RENAMED_NAMES = 'renamed_names';

/** A name or synonym a migration renamed because another row of its tenant now holds its key. */
export type Renamed = {
  readonly tenantId: string;
  readonly table: string;
  readonly rowId: string;
  readonly field: 'name' | 'synonym';
  readonly from: string;
  readonly to: string;
};

/**
 * `renamed_names`: every rename a migration made, with the name as it was, so that nothing is
 * lost and the operator (or the migration going down) can tell what changed. A record, not a
 * reference: it keeps no foreign key and outlives the row it names.
 */
export const createRenamedNames = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable(RENAMED_NAMES, (table) => {
    tableOptions(knex, table);
    // Numbered by the migration itself, not by auto-increment: ids on a Galera cluster step by its size (ADR 0100).
    table.string('migration', 64).notNullable();
    table.integer('seq').notNullable();
    table.primary(['migration', 'seq']);
    table.string('tenant_id', ID_LENGTH).notNullable();
    table.string('table_name', 64).notNullable();
    idColumn(table, 'row_id');
    table.string('field', 16).notNullable();
    table.string('old_value', 255).notNullable();
    table.string('new_value', 255).notNullable();
    instantColumn(table, 'renamed_at').notNullable();
  });
};

export const recordRenames = async (knex: Knex, migration: string, renames: ReadonlyArray<Renamed>, now: Date): Promise<void> => {
  const rows = renames.map((renamed, seq) => ({
    migration,
    seq,
    tenant_id: renamed.tenantId,
    table_name: renamed.table,
    row_id: renamed.rowId,
    field: renamed.field,
    old_value: renamed.from,
    new_value: renamed.to,
    renamed_at: now,
  }));
  // A few rows a statement: SQLite binds at most 999 values.
  for (let at = 0; at < rows.length; at += 100) await knex(RENAMED_NAMES).insert(rows.slice(at, at + 100));
};

/** The renames a migration recorded, in the order it made them. */
export const renamesOf = async (knex: Knex, migration: string): Promise<ReadonlyArray<Renamed>> => {
  const rows = (await knex(RENAMED_NAMES).where({ migration }).orderBy('seq')) as ReadonlyArray<Record<string, string>>;
  return rows.map((row) => ({
    tenantId: String(row.tenant_id),
    table: String(row.table_name),
    rowId: String(row.row_id),
    field: row.field === 'synonym' ? 'synonym' : 'name',
    from: String(row.old_value),
    to: String(row.new_value),
  }));
};
