import { idColumn, instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

const NAME = '0030-snippet-versions';

/**
 * Snippets keep every file version, as templates do: `snippets.file_version` numbers the current
 * one, and `snippet_versions` holds each version's file (its blob stays referenced, so a sweep
 * keeps it). Every snippet's current file becomes its version 1; the files it had before were not
 * kept, so its history starts here.
 */
export const m0030SnippetVersions: QuireMigration = {
  name: NAME,
  async up(knex, note) {
    await knex.schema.alterTable('snippets', (table) => {
      table.integer('file_version').unsigned().notNullable().defaultTo(1);
    });
    await knex.schema.createTable('snippet_versions', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      idColumn(table, 'snippet_id');
      table.integer('number').unsigned().notNullable();
      table.string('file_name', 255).notNullable();
      table.bigInteger('size').notNullable();
      table.string('sha256', 64).notNullable();
      instantColumn(table, 'created_at').notNullable();
      table.primary(['tenant_id', 'snippet_id', 'number']);
      table.index(['sha256'], 'snippet_versions_sha256_index');
      table.foreign(['tenant_id', 'snippet_id'], 'snippet_versions_snippet_foreign').references(['tenant_id', 'id']).inTable('snippets');
    });
    await knex.raw('insert into snippet_versions (tenant_id, snippet_id, number, file_name, size, sha256, created_at) select tenant_id, id, 1, file_name, size, sha256, updated_at from snippets');
    const [counted] = (await knex('snippet_versions').count({ count: '*' })) as Array<{ count: number | string }>;
    note?.({ message: "every snippet's current file is its file version 1", migration: NAME, snippets: Number(counted?.count ?? 0) });
  },
  async down(knex) {
    await knex.schema.dropTable('snippet_versions');
    await knex.schema.alterTable('snippets', (table) => {
      table.dropColumn('file_version');
    });
  },
};
