import type { Knex } from 'knex';
import { isMysql } from '../dialect';
import { auditColumns, idColumn, instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

/** Name keys: lowercasing may lengthen a name a little, and every key that can match anything is shorter. */
export const NAME_KEY_LENGTH = 255;

/**
 * The library (ADR 0010, 0013): aliases and the keys they answer to, conditional rules, snippet
 * folders, snippets, form templates and their file versions, the references that make "in use"
 * answerable, and idempotency records. Library tables are keyed by `(tenant_id, id)` so that rows
 * point at each other only within a tenant (composite foreign keys).
 */
export const m0002Library: QuireMigration = {
  name: '0002-library',
  async up(knex: Knex) {
    const mediumText = (table: Knex.CreateTableBuilder, name: string) => table.text(name, 'mediumtext');
    const longText = (table: Knex.CreateTableBuilder, name: string) => table.text(name, 'longtext');
    const nameKey = (table: Knex.CreateTableBuilder, name = 'name_key') => table.string(name, NAME_KEY_LENGTH).notNullable();
    const tenantKey = (table: Knex.CreateTableBuilder) => {
      tenantColumn(table);
      idColumn(table);
      table.primary(['tenant_id', 'id']);
    };

    await knex.schema.createTable('aliases', (table) => {
      tableOptions(knex, table);
      tenantKey(table);
      table.string('name', 64).notNullable();
      nameKey(table);
      table.string('label', 200).notNullable();
      table.text('description').notNullable();
      table.string('type', 16).notNullable();
      mediumText(table, 'choices').nullable();
      table.text('item_fields').nullable();
      table.string('format', 100).nullable();
      table.text('synonyms').notNullable();
      mediumText(table, 'search_text').notNullable();
      auditColumns(table);
      table.index(['tenant_id', 'name_key', 'id'], 'aliases_search_index');
    });
    await knex.schema.createTable('alias_keys', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      nameKey(table);
      idColumn(table, 'alias_id');
      table.primary(['tenant_id', 'alias_id', 'name_key']);
      table.unique(['tenant_id', 'name_key'], { indexName: 'alias_keys_name_unique' });
      table.foreign(['tenant_id', 'alias_id'], 'alias_keys_alias_foreign').references(['tenant_id', 'id']).inTable('aliases');
    });

    await knex.schema.createTable('conditional_rules', (table) => {
      tableOptions(knex, table);
      tenantKey(table);
      table.string('name', 40).notNullable();
      nameKey(table);
      table.text('description').notNullable();
      table.string('kind', 16).notNullable();
      table.text('expression_text').nullable();
      mediumText(table, 'expression_json').nullable();
      table.text('expression_names').nullable();
      table.string('repeat_over', 255).nullable();
      table.text('aliases').notNullable();
      mediumText(table, 'search_text').notNullable();
      auditColumns(table);
      table.unique(['tenant_id', 'name_key'], { indexName: 'conditional_rules_name_unique' });
    });

    await knex.schema.createTable('snippet_folders', (table) => {
      tableOptions(knex, table);
      tenantKey(table);
      table.string('name', 200).notNullable();
      nameKey(table);
      idColumn(table, 'parent_id').nullable();
      // '' for the root: SQL unique indexes treat NULLs as distinct, so root siblings need a real value.
      idColumn(table, 'parent_key');
      auditColumns(table);
      table.unique(['tenant_id', 'parent_key', 'name_key'], { indexName: 'snippet_folders_name_unique' });
      table.index(['tenant_id', 'parent_id'], 'snippet_folders_parent_index');
      table.foreign(['tenant_id', 'parent_id'], 'snippet_folders_parent_foreign').references(['tenant_id', 'id']).inTable('snippet_folders');
    });

    await knex.schema.createTable('snippets', (table) => {
      tableOptions(knex, table);
      tenantKey(table);
      table.string('name', 200).notNullable();
      nameKey(table);
      table.text('description').notNullable();
      idColumn(table, 'folder_id').nullable();
      table.text('tags').notNullable();
      table.text('tag_keys').notNullable();
      table.string('file_name', 255).notNullable();
      table.bigInteger('size').notNullable();
      table.string('sha256', 64).notNullable();
      mediumText(table, 'text').notNullable();
      longText(table, 'analysis').notNullable();
      mediumText(table, 'search_text').notNullable();
      auditColumns(table);
      table.unique(['tenant_id', 'name_key'], { indexName: 'snippets_name_unique' });
      table.index(['tenant_id', 'folder_id'], 'snippets_folder_index');
      table.index(['sha256'], 'snippets_sha256_index');
      table.foreign(['tenant_id', 'folder_id'], 'snippets_folder_foreign').references(['tenant_id', 'id']).inTable('snippet_folders');
    });

    await knex.schema.createTable('form_templates', (table) => {
      tableOptions(knex, table);
      tenantKey(table);
      table.string('name', 200).notNullable();
      nameKey(table);
      table.text('description').notNullable();
      table.text('tags').notNullable();
      table.text('tag_keys').notNullable();
      table.integer('file_version').unsigned().notNullable();
      mediumText(table, 'search_text').notNullable();
      auditColumns(table);
      table.unique(['tenant_id', 'name_key'], { indexName: 'form_templates_name_unique' });
    });
    await knex.schema.createTable('form_template_versions', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      idColumn(table, 'template_id');
      table.integer('number').unsigned().notNullable();
      table.string('file_name', 255).notNullable();
      table.bigInteger('size').notNullable();
      table.string('sha256', 64).notNullable();
      longText(table, 'analysis').notNullable();
      instantColumn(table, 'created_at').notNullable();
      table.primary(['tenant_id', 'template_id', 'number']);
      table.index(['sha256'], 'form_template_versions_sha256_index');
      table.foreign(['tenant_id', 'template_id'], 'form_template_versions_template_foreign').references(['tenant_id', 'id']).inTable('form_templates');
    });

    // Who refers to which name, by role (ADR 0010): written with the owner in one transaction.
    await knex.schema.createTable('library_references', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      table.string('owner_kind', 16).notNullable();
      idColumn(table, 'owner_id');
      table.integer('position').unsigned().notNullable();
      table.string('role', 16).notNullable();
      table.string('name', NAME_KEY_LENGTH).notNullable();
      nameKey(table);
      table.primary(['tenant_id', 'owner_kind', 'owner_id', 'position']);
      table.index(['tenant_id', 'name_key'], 'library_references_name_index');
    });

    await knex.schema.createTable('idempotency_keys', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      // SHA-256 of the client's key: exact (no trailing-space padding or case folding) and of fixed length.
      table.string('key_hash', 64).notNullable();
      table.string('request_hash', 128).notNullable();
      table.integer('response_status').nullable();
      table.text('response_headers').nullable();
      if (isMysql(knex)) table.specificType('response_body', 'longblob').nullable();
      else table.binary('response_body').nullable();
      instantColumn(table, 'claimed_at').notNullable();
      instantColumn(table, 'expires_at').notNullable();
      table.primary(['tenant_id', 'key_hash']);
      table.index(['expires_at'], 'idempotency_keys_expiry_index');
    });
  },
  async down(knex: Knex) {
    const tables = ['idempotency_keys', 'library_references', 'form_template_versions', 'form_templates', 'snippets', 'snippet_folders', 'conditional_rules', 'alias_keys', 'aliases'];
    for (const table of tables) await knex.schema.dropTableIfExists(table);
  },
};
