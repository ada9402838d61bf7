import type { Knex } from 'knex';
import { auditColumns, idColumn, tableOptions, tenantColumn } from './columns';
import { NAME_KEY_LENGTH } from './m0002-library';
import type { QuireMigration } from './quire-migration';

/**
 * `answer_sets` (docs/interviews.md): named sets of answers, keyed by `(tenant_id, id)` with names unique
 * per tenant by `name_key`, like the library's tables. `data` and `template_ids` are JSON text;
 * `template_keys` frames each template id in newlines (`\nt-1\nt-2\n`) for the `templateId` filter.
 */
export const m0006AnswerSets: QuireMigration = {
  name: '0006-answer-sets',
  async up(knex: Knex) {
    await knex.schema.createTable('answer_sets', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      idColumn(table);
      table.primary(['tenant_id', 'id']);
      table.string('name', 200).notNullable();
      table.string('name_key', NAME_KEY_LENGTH).notNullable();
      table.text('description').notNullable();
      table.text('data', 'longtext').notNullable();
      table.text('template_ids').notNullable();
      table.text('template_keys').notNullable();
      table.text('search_text', 'mediumtext').notNullable();
      auditColumns(table);
      table.unique(['tenant_id', 'name_key'], { indexName: 'answer_sets_name_unique' });
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('answer_sets');
  },
};
