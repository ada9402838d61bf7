import type { Knex } from 'knex';
import { catchUpWithCluster } from '../causal-reads';
import { retryingDeadlocks } from '../deadlock-retries';
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
 * not know. On a Galera node it first catches up with the cluster: a migration just finished
 * through another node would otherwise still hold the lock here (MigrationLocked), or look not
 * applied. Taking the lock loses to another node's with 1213, and is taken again then
 * (retryingDeadlocks).
 */
export const migrateToLatest = async (knex: Knex, note: (note: MigrationNote) => void = () => undefined): Promise<ReadonlyArray<string>> => {
  await catchUpWithCluster(knex);
  const [, applied] = (await retryingDeadlocks(() => knex.migrate.latest(migrationConfig(allMigrations, note)))) as [number, string[]];
  return applied;
};
