import type { Knex } from 'knex';

/** What a migration reports to the operator (the server logs it): counts and ids, never a name or a document. */
export type MigrationNote = { readonly message: string; readonly [field: string]: string | number };

/** One schema change. `name` orders migrations and is recorded in `quire_migrations`; never rename one. */
export type QuireMigration = {
  readonly name: string;
  /** `note` takes what the operator should know of the change (the server logs it). */
  up(knex: Knex, note?: (note: MigrationNote) => void): Promise<void>;
  down(knex: Knex, note?: (note: MigrationNote) => void): Promise<void>;
};
