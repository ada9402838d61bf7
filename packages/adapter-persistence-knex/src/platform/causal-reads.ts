import type { Knex } from 'knex';
import { isMysql } from './dialect';

/**
 * `wsrep_sync_wait` bits: 1 reads (and BEGIN), 2 UPDATE and DELETE, 4 INSERT and REPLACE. With
 * them a statement first waits until its node has applied every write the cluster had committed
 * when the statement arrived: what the caller wrote through another node a moment ago is there.
 */
const SYNC_WAIT_ALL = 7;

/** Whether each pool talks to a Galera node, asked once per pool (keyed by its config, which its transactions share). */
const galeraPools = new WeakMap<object, Promise<boolean>>();

/**
 * Is this knex instance (or transaction) on a Galera cluster node (`wsrep_on`)? Asked once per
 * pool; MySQL without the variable, and MariaDB with it OFF, are not. A failed question is asked
 * again next time.
 */
export const onGaleraNode = (knex: Knex): Promise<boolean> => {
  if (!isMysql(knex)) return Promise.resolve(false);
  const pool = knex.client.config as object;
  let known = galeraPools.get(pool);
  if (known === undefined) {
    known = Promise.resolve(knex.raw("SHOW VARIABLES LIKE 'wsrep_on'")).then((answer) => (answer as [ReadonlyArray<{ Value?: string }>, unknown])[0][0]?.Value === 'ON');
    known.catch(() => galeraPools.delete(pool));
    galeraPools.set(pool, known);
  }
  return known;
};

/**
 * The statement made causal on a Galera node (MariaDB's per-statement `SET STATEMENT … FOR`, so that
 * no session setting outlives it on a pooled connection); elsewhere the statement as it is.
 */
export const causalSql = async (knex: Knex, sql: string): Promise<string> => ((await onGaleraNode(knex)) ? `SET STATEMENT wsrep_sync_wait = ${SYNC_WAIT_ALL} FOR ${sql}` : sql);

/**
 * Waits until this pool's node has applied every write the cluster had committed (a causal
 * `SELECT 1` on a Galera node); elsewhere at once. What this process reads afterwards on the node is
 * at least that fresh.
 */
export const catchUpWithCluster = async (knex: Knex): Promise<void> => {
  if (await onGaleraNode(knex)) await knex.raw(await causalSql(knex, 'select 1'));
};

type MysqlHeader = { readonly affectedRows?: number; readonly insertId?: number };

/**
 * Runs a query builder's statement causally (causalSql), answering what knex answers for it: the
 * rows of a select, the first row (or undefined) of `first()`, the changed rows of an update or a
 * delete. Only where a caller must see its own last write made through another node: an `If-Match`
 * read, an idempotency key, a key or membership checked on each request. Elsewhere, and off Galera,
 * the builder runs as it is.
 */
export const causally = async <R>(knex: Knex, builder: Knex.QueryBuilder): Promise<R> => {
  if (!(await onGaleraNode(knex))) return (await builder) as R;
  const { sql, bindings, method } = builder.toSQL();
  const [result] = (await knex.raw(await causalSql(knex, sql), bindings as ReadonlyArray<Knex.Value>)) as [unknown, unknown];
  switch (method) {
    case 'first':
      return (result as ReadonlyArray<unknown>)[0] as R;
    case 'select':
      return result as R;
    case 'update':
    case 'del':
      return (result as MysqlHeader).affectedRows as R;
    case 'insert':
      return [(result as MysqlHeader).insertId] as R;
    default:
      throw new TypeError(`causally: no causal form of a ${String(method)} statement`);
  }
};
