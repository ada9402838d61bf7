import type { Knex } from 'knex';
import { allMigrations } from './all-migrations';
import type { QuireMigration } from './quire-migration';

/** Hands knex our explicit list of migration modules: no directory scanning, no build step. */
class ListMigrationSource implements Knex.MigrationSource<QuireMigration> {
  constructor(private readonly migrations: ReadonlyArray<QuireMigration>) {}

  getMigrations(): Promise<QuireMigration[]> {
    return Promise.resolve([...this.migrations]);
  }

  getMigrationName(migration: QuireMigration): string {
    return migration.name;
  }

  getMigration(migration: QuireMigration): Promise<Knex.Migration> {
    return Promise.resolve({ up: (knex: Knex) => migration.up(knex), down: (knex: Knex) => migration.down(knex) });
  }
}

export const migrationConfig = (migrations: ReadonlyArray<QuireMigration> = allMigrations): Knex.MigratorConfig => ({
  migrationSource: new ListMigrationSource(migrations),
  tableName: 'quire_migrations',
});

/**
 * Applies the migrations not applied yet and answers their names (none when the schema is current).
 * Knex's lock table makes concurrent starts of several servers safe. Throws on failure: a server
 * must not start on a schema it does not know.
 */
export const migrateToLatest = async (knex: Knex): Promise<ReadonlyArray<string>> => {
  const [, applied] = (await knex.migrate.latest(migrationConfig())) as [number, string[]];
  return applied;
};
