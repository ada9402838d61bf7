/**
 * `npm run galera -- start [--nodes 3] [--port 13306]` starts a MariaDB Galera cluster on loopback
 * and leaves it running; `npm run galera -- stop [--port 13306]` ends it and removes its files.
 */
import { galeraClusterDirectory, startGaleraCluster, stopGaleraCluster } from './galera-cluster';

const USAGE = 'usage: npm run galera -- start [--nodes N] [--port BASE] | stop [--port BASE]';

const option = (args: ReadonlyArray<string>, name: string, fallback: number): number => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} takes a positive whole number`);
  return value;
};

const main = async (args: ReadonlyArray<string>): Promise<void> => {
  const [command, ...rest] = args;
  const basePort = option(rest, '--port', 13306);
  switch (command) {
    case 'start': {
      const began = Date.now();
      const cluster = await startGaleraCluster({ nodes: option(rest, '--nodes', 3), basePort });
      process.stdout.write(`a cluster of ${cluster.nodes.length} nodes formed in ${((Date.now() - began) / 1000).toFixed(1)} s; its files are in ${cluster.directory}\n`);
      for (const node of cluster.nodes) process.stdout.write(`${node.name}  ${node.url}  pid ${node.pid}\n`);
      process.stdout.write(`end it with: npm run galera -- stop${basePort === 13306 ? '' : ` --port ${basePort}`}\n`);
      return;
    }
    case 'stop': {
      const stopped = await stopGaleraCluster(basePort);
      process.stdout.write(stopped ? `stopped; ${galeraClusterDirectory(basePort)} removed\n` : `no cluster at ${basePort}\n`);
      return;
    }
    default:
      throw new Error(USAGE);
  }
};

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
