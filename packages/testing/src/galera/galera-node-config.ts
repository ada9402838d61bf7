import { join } from 'node:path';

/** Nodes a cluster may have: each takes one port of each kind in its block of ten. */
export const MAX_NODES = 10;

/** The ports of one node: SQL, group communication, incremental state transfer (IST), snapshot state transfer (SST, rsync). */
export type GaleraNodePorts = { readonly sql: number; readonly group: number; readonly ist: number; readonly sst: number };

/**
 * A cluster at `basePort` takes the forty ports from there: SQL at basePort + i, group communication
 * at basePort + 10 + i, IST at + 20 + i, SST at + 30 + i for node i (from 0). None is a port a
 * MariaDB or Galera of the machine uses by default (3306, 4567, 4568, 4444).
 */
export const galeraNodePorts = (basePort: number, index: number): GaleraNodePorts => ({
  sql: basePort + index,
  group: basePort + 10 + index,
  ist: basePort + 20 + index,
  sst: basePort + 30 + index,
});

/** Where one node keeps its files, all inside the cluster's directory. */
export type GaleraNodeFiles = {
  readonly folder: string;
  readonly config: string;
  readonly data: string;
  readonly tmp: string;
  readonly errorLog: string;
  readonly socket: string;
};

export const galeraNodeFiles = (directory: string, index: number): GaleraNodeFiles => {
  const folder = join(directory, `node${index + 1}`);
  return {
    folder,
    config: join(folder, 'my.cnf'),
    data: join(folder, 'data'),
    tmp: join(folder, 'tmp'),
    errorLog: join(folder, 'error.log'),
    socket: join(folder, 'mysqld.sock'),
  };
};

type ConfigInput = {
  readonly clusterName: string;
  readonly basePort: number;
  readonly nodes: number;
  readonly index: number;
  readonly files: GaleraNodeFiles;
  readonly provider: string;
};

/**
 * The option file of one node. Small on purpose (about 130 MiB a node): a 64 MB buffer pool, small
 * redo log and write-set cache, no performance schema; durability comes from the other nodes, so
 * the redo log is not flushed at each commit. Galera asks for row-based binary log events and
 * interleaved auto-increment locks; state is transferred with rsync, each node on its own ports.
 */
export const galeraNodeConfig = ({ clusterName, basePort, nodes, index, files, provider }: ConfigInput): string => {
  const ports = galeraNodePorts(basePort, index);
  const members = Array.from({ length: nodes }, (_, each) => `127.0.0.1:${galeraNodePorts(basePort, each).group}`).join(',');
  return [
    '[mysqld]',
    `datadir=${files.data}`,
    `tmpdir=${files.tmp}`,
    `socket=${files.socket}`,
    `pid-file=${join(files.folder, 'mysqld.pid')}`,
    `log-error=${files.errorLog}`,
    `port=${ports.sql}`,
    'bind-address=127.0.0.1',
    'skip-name-resolve',
    'innodb_buffer_pool_size=64M',
    'innodb_log_file_size=16M',
    'innodb_flush_log_at_trx_commit=0',
    'performance_schema=OFF',
    'binlog_format=ROW',
    'default_storage_engine=InnoDB',
    'innodb_autoinc_lock_mode=2',
    'wsrep_on=ON',
    `wsrep_provider=${provider}`,
    `wsrep_cluster_name=${clusterName}`,
    `wsrep_cluster_address=gcomm://${members}`,
    `wsrep_node_name=node${index + 1}`,
    `wsrep_node_address=127.0.0.1:${ports.group}`,
    'wsrep_sst_method=rsync',
    `wsrep_sst_receive_address=127.0.0.1:${ports.sst}`,
    `wsrep_provider_options="gmcast.listen_addr=tcp://127.0.0.1:${ports.group};ist.recv_addr=127.0.0.1:${ports.ist};gcache.size=16M"`,
    '',
  ].join('\n');
};
