import type { Knex } from 'knex';

/** One schema change. `name` orders migrations and is recorded in `quire_migrations`; never rename one. */
export type QuireMigration = {
  readonly name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
};
