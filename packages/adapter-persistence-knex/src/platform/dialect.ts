import type { Knex } from 'knex';

/** Is this Knex instance talking to MySQL or a compatible server (MariaDB, TiDB, Vitess)? */
export const isMysql = (knex: Knex): boolean => ['mysql', 'mysql2'].includes(String(knex.client.config.client));
