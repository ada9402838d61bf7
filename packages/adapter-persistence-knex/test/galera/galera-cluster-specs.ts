import { existsSync } from 'node:fs';
import { processesOf } from '@quire/testing/galera/galera-processes';
import { arbitraryTenant } from '@quire/testing/builders/accounts';
import { expectRight } from '@quire/testing/contracts/run-task';
import { KnexTenantRepository } from '../../src/accounts/knex-tenant-repository';
import { readRow } from '../../src/platform/read-row';
import type { GaleraWorld } from './galera-world';

/** How long a node may take to be evicted and to rejoin, on a busy machine. */
const REJOIN_TIMEOUT_MS = 180_000;

/**
 * The cluster itself, as a deployment meets it: a node that dies (SIGKILL) and comes back, and the
 * end of the cluster. Last in the suite: it ends the cluster.
 */
export const galeraClusterSpecs = ({ db, cluster }: GaleraWorld): void => {
  describe('a node killed (SIGKILL)', () => {
    it(
      'leaves the others writing, and rejoins when restarted with what was written meanwhile',
      async () => {
        await cluster().kill(2);
        expect(cluster().nodes.map((node) => node.pid === null)).toEqual([false, false, true]);
        const tenant = arbitraryTenant();
        await expectRight(new KnexTenantRepository(db(0)).insert(tenant));
        expect(await readRow(db(1), 'select id from tenants where id = ?', [tenant.id])).toEqual({ id: tenant.id });
        await cluster().restart(2);
        expect(await readRow(db(2), 'select id from tenants where id = ?', [tenant.id])).toEqual({ id: tenant.id });
      },
      REJOIN_TIMEOUT_MS,
    );
  });

  describe('the cluster, stopped', () => {
    it('leaves no process and no file behind', async () => {
      const { directory } = cluster();
      await cluster().stop();
      expect(processesOf(directory)).toEqual([]);
      expect(existsSync(directory)).toBe(false);
    });
  });
};
