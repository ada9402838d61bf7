import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type GaleraCluster, startGaleraCluster } from '@quire/testing/galera/galera-cluster';
import type { Knex } from 'knex';
import { createKnex } from '../../src/platform/create-knex';
import { migrateToLatest } from '../../src/platform/migrations/migrate-to-latest';

/** Where the suite's cluster starts: not the CLI's default (13306), so a cluster a person started is left alone. */
const basePort = (): number => Number(process.env['QUIRE_TEST_GALERA_PORT'] ?? 13406);

/** How long the cluster may take to form on a busy machine (it takes 12 to 40 s). */
const START_TIMEOUT_MS = 240_000;

export type GaleraWorld = {
  /** A Knex pool on node `index` (0, 1, 2), in the suite's database. */
  readonly db: (index: number) => Knex;
  readonly cluster: () => GaleraCluster;
};

/**
 * A 3-node cluster for the enclosing describe block, with one migrated database and a Knex pool on
 * each node; everything ended and removed after the block. Never skipped: it fails when MariaDB,
 * Galera or rsync is missing, naming what to install.
 */
export const useGaleraCluster = (): GaleraWorld => {
  let cluster: GaleraCluster | undefined;
  let pools: Knex[] = [];
  beforeAll(async () => {
    cluster = await startGaleraCluster({ nodes: 3, basePort: basePort() });
    const database = `quire_galera_${randomBytes(4).toString('hex')}`;
    const admin = createKnex(`${cluster.nodes[0]?.url}/mysql`);
    try {
      await admin.raw(`create database \`${database}\` character set utf8mb4 collate utf8mb4_bin`);
    } finally {
      await admin.destroy();
    }
    pools = cluster.nodes.map((node) => createKnex(`${node.url}/${database}`));
    await migrateToLatest(pools[0] as Knex);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    try {
      // A pool whose connection a failed test still holds would wait for it for ever: not past 10 s.
      await Promise.race([Promise.all(pools.map((pool) => pool.destroy())), sleep(10_000, undefined, { ref: false })]);
    } finally {
      await cluster?.stop();
    }
  }, 60_000);
  return {
    db: (index) => {
      const pool = pools[index];
      if (pool === undefined) throw new Error(`useGaleraCluster: no pool on node ${index} (is the cluster up?)`);
      return pool;
    },
    cluster: () => {
      if (cluster === undefined) throw new Error('useGaleraCluster: the cluster is not up');
      return cluster;
    },
  };
};
