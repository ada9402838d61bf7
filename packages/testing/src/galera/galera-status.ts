import { setTimeout as sleep } from 'node:timers/promises';
import { createConnection } from 'mysql2/promise';

/** What a node says of itself and its cluster. */
export type GaleraNodeStatus = { readonly clusterSize: number; readonly ready: boolean; readonly state: string };

const POLL_MS = 250;

/** The node's wsrep status, or null while it does not answer (starting, joining, or dead). */
export const galeraNodeStatus = async (port: number): Promise<GaleraNodeStatus | null> => {
  let connection;
  try {
    connection = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2000 });
    const [rows] = await connection.query("SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_cluster_size', 'wsrep_ready', 'wsrep_local_state_comment')");
    const values = new Map((rows as Array<{ Variable_name: string; Value: string }>).map((row) => [row.Variable_name.toLowerCase(), row.Value]));
    return { clusterSize: Number(values.get('wsrep_cluster_size') ?? 0), ready: values.get('wsrep_ready') === 'ON', state: values.get('wsrep_local_state_comment') ?? '' };
  } catch {
    return null;
  } finally {
    await connection?.end().catch(() => undefined);
  }
};

/** A node is in the cluster when it is ready, synced, and counts `size` members. */
const inCluster = (status: GaleraNodeStatus | null, size: number): boolean => status !== null && status.ready && status.state === 'Synced' && status.clusterSize === size;

/**
 * Waits until every node of `ports` says the cluster has `size` members, it is synced and ready.
 * Throws at the deadline, or as soon as `failed` names a node that ended (with what it says).
 */
export const waitUntilSynced = async (ports: ReadonlyArray<number>, size: number, deadline: number, failed: () => string | null): Promise<void> => {
  for (;;) {
    const failure = failed();
    if (failure !== null) throw new Error(failure);
    const statuses = await Promise.all(ports.map(galeraNodeStatus));
    if (statuses.every((status) => inCluster(status, size))) return;
    if (Date.now() > deadline) {
      const seen = statuses.map((status, index) => `port ${ports[index]}: ${status === null ? 'no answer' : `${status.state}, cluster of ${status.clusterSize}, ready ${status.ready}`}`);
      throw new Error(`the cluster did not reach ${size} synced nodes in time (${seen.join('; ')})`);
    }
    await sleep(POLL_MS);
  }
};
