import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { galeraNodeConfig, type GaleraNodeFiles, galeraNodeFiles, galeraNodePorts, MAX_NODES } from './galera-node-config';
import { firstExisting, killNode, onPath, processesOf, serverAccount, tailOf } from './galera-processes';
import { waitUntilSynced } from './galera-status';

export type GaleraClusterOptions = {
  /** How many nodes (default 3, at most 10). */
  readonly nodes?: number;
  /** The first of the forty ports the cluster takes (default 13306; see galeraNodePorts). */
  readonly basePort?: number;
  /** How long the cluster may take to form, or a node to rejoin (default 120 s). */
  readonly timeoutMs?: number;
};

/** One node: its SQL URL (`mysql://root@127.0.0.1:<port>`, no password, no database) and server process. */
export type GaleraNode = { readonly name: string; readonly url: string; readonly port: number; readonly pid: number | null };

export type GaleraCluster = {
  /** The folder that holds every node's files; gone after stop. */
  readonly directory: string;
  /** The nodes as they are now (a killed node has no pid until it is restarted). */
  readonly nodes: ReadonlyArray<GaleraNode>;
  /** Ends node `index` at once (SIGKILL), as a machine that dies. */
  kill(index: number): Promise<void>;
  /** Starts killed node `index` again and waits until it has rejoined and every running node is synced. */
  restart(index: number): Promise<void>;
  /** Ends every node and removes the folder: nothing left running, no files left behind. */
  stop(): Promise<void>;
};

const MARIADBD = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'];
const INSTALL_DB = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'];
const PROVIDER = ['/usr/lib/galera/libgalera_smm.so', '/usr/lib/libgalera_smm.so', '/usr/lib64/galera-4/libgalera_smm.so'];
const DEFAULT_BASE_PORT = 13306;
const DEFAULT_TIMEOUT_MS = 120_000;

/** The folder of the cluster at `basePort`: one per base port, so that a cluster a dead run left behind is found and removed. */
export const galeraClusterDirectory = (basePort: number = DEFAULT_BASE_PORT): string => join(tmpdir(), `quire-galera-${basePort}`);

/**
 * Ends whatever runs of the cluster at `basePort` (its nodes, their state transfers) and removes its
 * folder. Answers whether there was anything to remove.
 */
export const stopGaleraCluster = async (basePort: number = DEFAULT_BASE_PORT): Promise<boolean> => {
  const directory = galeraClusterDirectory(basePort);
  let existed = false;
  for (let round = 0; round < 3; round += 1) {
    const pids = processesOf(directory);
    if (pids.length === 0) break;
    existed = true;
    await Promise.all(pids.map((pid) => killNode(pid, directory)));
  }
  try {
    readdirSync(directory);
    existed = true;
  } catch {
    return existed;
  }
  rmSync(directory, { recursive: true, force: true });
  return existed;
};

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const assertPortsFree = async (basePort: number, nodes: number): Promise<void> => {
  const ports = Array.from({ length: nodes }, (_, index) => Object.values(galeraNodePorts(basePort, index))).flat();
  for (const port of ports) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} of the Galera cluster at ${basePort} is in use: choose another basePort`);
  }
};

type Programs = { readonly mariadbd: string; readonly installDb: string; readonly provider: string };

const findPrograms = (): Programs => {
  if (!onPath('rsync')) throw new Error('rsync is not installed (the nodes transfer their state with it): apt-get install rsync');
  return {
    mariadbd: firstExisting(MARIADBD, 'mariadb-server'),
    installDb: firstExisting(INSTALL_DB, 'mariadb-server'),
    provider: firstExisting(PROVIDER, 'galera-4'),
  };
};

/** A node's process as this process started it, and how it ended, if it did. */
type Running = { readonly child: ChildProcess; readonly pid: number; ended: string | null };

/**
 * Starts a cluster of MariaDB Galera nodes on loopback, each on its own ports and in its own folder
 * under the temporary directory: the first node founds the cluster (`--wsrep-new-cluster`), the
 * others join it with an rsync state transfer. Answers once every node reports the whole cluster,
 * synced and ready. When a node does not start, everything started is ended and removed, and the
 * error says which node and ends with its error log.
 */
export const startGaleraCluster = async (options: GaleraClusterOptions = {}): Promise<GaleraCluster> => {
  const count = options.nodes ?? 3;
  const basePort = options.basePort ?? DEFAULT_BASE_PORT;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(count) || count < 1 || count > MAX_NODES) throw new Error(`a Galera cluster has 1 to ${MAX_NODES} nodes, not ${count}`);
  const programs = findPrograms();
  const directory = galeraClusterDirectory(basePort);
  await stopGaleraCluster(basePort);
  await assertPortsFree(basePort, count);

  const account = serverAccount();
  const clusterName = `quire-test-${randomBytes(4).toString('hex')}`;
  const files = Array.from({ length: count }, (_, index) => galeraNodeFiles(directory, index));
  const ports = files.map((_, index) => galeraNodePorts(basePort, index).sql);
  const running: Array<Running | null> = files.map(() => null);

  mkdirSync(directory, { recursive: true, mode: 0o755 });
  files.forEach((node, index) => {
    for (const folder of [node.folder, node.data, node.tmp]) mkdirSync(folder, { recursive: true, mode: 0o750 });
    writeFileSync(node.config, galeraNodeConfig({ clusterName, basePort, nodes: count, index, files: node, provider: programs.provider }), { mode: 0o644 });
  });
  const ownFolders = (): void => {
    if (account === null) return;
    for (const path of [directory, ...files.flatMap((node) => [node.folder, node.config, node.data, node.tmp])]) chownSync(path, account.uid, account.gid);
  };
  ownFolders();

  const start = (index: number, bootstrap: boolean): void => {
    const node = files[index] as GaleraNodeFiles;
    const args = [`--defaults-file=${node.config}`, ...(account === null ? [] : [`--user=${account.user}`]), ...(bootstrap ? ['--wsrep-new-cluster'] : [])];
    // Its own process group (detached), so that kill() ends a state transfer with the node; unref'd
    // so that the CLI may exit and leave the cluster running.
    const child = spawn(programs.mariadbd, args, { detached: true, stdio: 'ignore' });
    child.unref();
    if (child.pid === undefined) throw new Error(`node${index + 1} could not be started`);
    const state: Running = { child, pid: child.pid, ended: null };
    child.once('exit', (code, signal) => {
      state.ended = signal === null ? `exit code ${code}` : `signal ${signal}`;
    });
    running[index] = state;
  };
  /** The first node started by this process that ended unasked, as an error message with its log. */
  const failedNode = (): string | null => {
    const index = running.findIndex((state) => state?.ended != null);
    if (index < 0) return null;
    const node = files[index] as GaleraNodeFiles;
    return `node${index + 1} (port ${ports[index]}) ended (${running[index]?.ended}); its error log ends:\n${tailOf(node.errorLog)}`;
  };
  const live = (): number[] => running.flatMap((state, index) => (state !== null && state.ended === null ? [index] : []));
  const waitForLiveNodes = (deadline: number) => waitUntilSynced(live().map((index) => ports[index] as number), live().length, deadline, failedNode);

  const stop = async (): Promise<void> => {
    await Promise.all(running.map((state) => (state === null ? undefined : killNode(state.pid, directory))));
    running.fill(null);
    await stopGaleraCluster(basePort);
  };

  try {
    await promisify(execFile)(
      programs.installDb,
      [`--defaults-file=${(files[0] as GaleraNodeFiles).config}`, ...(account === null ? [] : [`--user=${account.user}`]), '--auth-root-authentication-method=normal', '--skip-test-db'],
      { timeout: timeoutMs },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`mariadb-install-db failed:\n${String(error.stderr ?? error.stdout ?? error).split('\n').slice(-20).join('\n')}`);
    });
    const deadline = Date.now() + timeoutMs;
    start(0, true);
    await waitForLiveNodes(deadline);
    for (let index = 1; index < count; index += 1) start(index, false);
    await waitForLiveNodes(deadline);
  } catch (error) {
    const logs = files.map((node, index) => `--- node${index + 1} (port ${ports[index]}) error log:\n${tailOf(node.errorLog, 15)}`).join('\n');
    await stop().catch(() => undefined);
    throw new Error(`the Galera cluster at ${basePort} did not start: ${(error as Error).message}\n${logs}`);
  }

  const nodeAt = (index: number): Running => {
    if (index < 0 || index >= count) throw new RangeError(`the cluster has nodes 0 to ${count - 1}, not ${index}`);
    const state = running[index];
    if (state === null || state === undefined || state.ended !== null) throw new Error(`node${index + 1} is not running`);
    return state;
  };

  return {
    directory,
    get nodes() {
      return ports.map((port, index) => {
        const state = running[index];
        return { name: `node${index + 1}`, url: `mysql://root@127.0.0.1:${port}`, port, pid: state === null || state === undefined || state.ended !== null ? null : state.pid };
      });
    },
    kill: async (index) => {
      const state = nodeAt(index);
      running[index] = null;
      await killNode(state.pid, directory);
    },
    restart: async (index) => {
      if (running[index] !== null && running[index]?.ended === null) throw new Error(`node${index + 1} is running: kill it first`);
      const deadline = Date.now() + timeoutMs;
      start(index, false);
      try {
        await waitForLiveNodes(deadline);
      } catch (error) {
        throw new Error(`node${index + 1} did not rejoin: ${(error as Error).message}\n${tailOf((files[index] as GaleraNodeFiles).errorLog, 15)}`);
      }
    },
    stop,
  };
};
