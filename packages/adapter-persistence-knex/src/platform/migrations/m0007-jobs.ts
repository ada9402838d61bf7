import type { Knex } from 'knex';
import { auditColumns, idColumn, instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

/**
 * `jobs` and `job_chunks` (docs/jobs.md, ADR 0050–0051): a job, its counts and its result; its items
 * cut into chunks, each claimed with a lease (token and expiry), recorded once with its part (the
 * documents it made, one blob) and its item errors. Unfinished jobs are found through
 * `(assembled_at, served_at)`: the queue's fairness serves the job served longest ago first.
 */
export const m0007Jobs: QuireMigration = {
  name: '0007-jobs',
  async up(knex: Knex) {
    await knex.schema.createTable('jobs', (table) => {
      idColumn(table).primary();
      tenantColumn(table);
      idColumn(table, 'created_by');
      table.string('kind', 16).notNullable();
      table.string('status', 16).notNullable();
      table.text('settings').notNullable();
      table.integer('total').unsigned().notNullable();
      table.integer('succeeded').unsigned().notNullable();
      table.integer('failed').unsigned().notNullable();
      table.integer('chunk_count').unsigned().notNullable();
      table.text('item_errors', 'longtext').notNullable();
      auditColumns(table);
      instantColumn(table, 'started_at');
      instantColumn(table, 'finished_at');
      instantColumn(table, 'served_at').notNullable();
      instantColumn(table, 'assembled_at');
      table.string('finish_token', 64);
      instantColumn(table, 'finish_until');
      table.string('result_sha256', 64);
      table.bigInteger('result_size').unsigned();
      table.index(['tenant_id', 'created_at', 'id'], 'jobs_tenant_created_index');
      table.index(['assembled_at', 'served_at'], 'jobs_unfinished_index');
      table.index(['result_sha256'], 'jobs_result_index');
      tableOptions(knex, table);
    });
    await knex.schema.createTable('job_chunks', (table) => {
      idColumn(table, 'job_id').references('id').inTable('jobs').onDelete('CASCADE');
      table.integer('chunk_no').unsigned().notNullable();
      idColumn(table, 'tenant_id');
      table.string('status', 16).notNullable();
      table.string('lease_token', 64);
      // Who holds the lease (host:pid), for operators; claims never read it.
      table.string('lease_owner', 128);
      // Claims of the chunk: more than one means a process took over a lapsed lease (one died, or was too slow).
      table.integer('claims').unsigned().notNullable().defaultTo(0);
      instantColumn(table, 'lease_until');
      table.text('items', 'longtext').notNullable();
      table.string('sha256', 64);
      table.integer('succeeded').unsigned().notNullable().defaultTo(0);
      table.integer('failed').unsigned().notNullable().defaultTo(0);
      table.text('errors', 'longtext');
      instantColumn(table, 'updated_at').notNullable();
      table.primary(['job_id', 'chunk_no']);
      table.index(['status', 'tenant_id'], 'job_chunks_status_index');
      table.index(['sha256'], 'job_chunks_part_index');
      tableOptions(knex, table);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('job_chunks');
    await knex.schema.dropTableIfExists('jobs');
  },
};
