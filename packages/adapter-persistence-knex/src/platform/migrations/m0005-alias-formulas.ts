import type { Knex } from 'knex';
import type { QuireMigration } from './quire-migration';

const COLUMNS = ['formula_text', 'formula_json', 'formula_names', 'formula_reads'] as const;

/**
 * Computed aliases (docs/template-language.md#computed-aliases): an alias's formula in its canonical text and JSON forms, the names
 * it reads as written, and the aliases it reads by their own names; all null for an answered
 * alias (every alias before this migration). Who reads whom is also written to `library_references`
 * (owner kind `alias`), which needs no change: its owner kind is a string.
 */
export const m0005AliasFormulas: QuireMigration = {
  name: '0005-alias-formulas',
  async up(knex: Knex) {
    await knex.schema.alterTable('aliases', (table) => {
      table.text('formula_text').nullable();
      table.text('formula_json', 'mediumtext').nullable();
      table.text('formula_names').nullable();
      table.text('formula_reads').nullable();
    });
  },
  async down(knex: Knex) {
    await knex('library_references').where({ owner_kind: 'alias' }).del();
    await knex.schema.alterTable('aliases', (table) => {
      table.dropColumns(...COLUMNS);
    });
  },
};
