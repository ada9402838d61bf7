import type { Knex } from 'knex';
import { allMigrations } from './all-migrations';
import type { MigrationNote, QuireMigration } from './quire-migration';

/** Hands knex our explicit list of migration modules: no directory scanning, no build step. */
class ListMigrationSource implements Knex.MigrationSource<QuireMigration> {
  constructor(
    private readonly migrations: ReadonlyArray<QuireMigration>,
    private readonly note: (note: MigrationNote) => void,
  ) {}

  getMigrations(): Promise<QuireMigration[]> {
    return Promise.resolve([...this.migrations]);
  }

  getMigrationName(migration: QuireMigration): string {
    return migration.name;
  }

  getMigration(migration: QuireMigration): Promise<Knex.Migration> {
    return Promise.resolve({ up: (knex: Knex) => migration.up(knex, this.note), down: (knex: Knex) => migration.down(knex, this.note) });
  }
}

export const migrationConfig = (migrations: ReadonlyArray<QuireMigration> = allMigrations, note: (note: MigrationNote) => void = () => undefined): Knex.MigratorConfig => ({
  migrationSource: new ListMigrationSource(migrations, note),
  tableName: 'quire_migrations',
});

/**
 * Applies the migrations not applied yet and answers their names (none when the schema is current);
 * what a migration reports for the operator goes to `note`. Knex's lock table makes concurrent
 * starts of several servers safe. Throws on failure: a server must not start on a schema it does
 * not know.
 */
export const migrateToLatest = async (knex: Knex, note: (note: MigrationNote) => void = () => undefined): Promise<ReadonlyArray<string>> => {
  const [, applied] = (await knex.migrate.latest(migrationConfig(allMigrations, note))) as [number, string[]];
  return applied;
};
