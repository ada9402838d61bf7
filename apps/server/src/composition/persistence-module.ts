import type { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { knexPersistenceAdapters } from '@quire/adapter-persistence-knex/knex-persistence-adapters';
import { KnexRateLimiter, leaseSizeOf } from '@quire/adapter-persistence-knex/knex-rate-limiter';
import { ContainerModule } from 'inversify';
import type { ServerConfig } from '../config';
import { bindPorts } from './bind-ports';

/**
 * The stored ports on the database (the composition opens, migrates and closes it), and the
 * per-key rate limit's buckets (ADR 0026) in its `rate_limits` table, which every process and
 * server shares: on embedded SQLite each process leases tokens a few at a time (no write per
 * request, within 10 % of the limit across the processes; ADR 0131), on MySQL every request takes
 * its own.
 */
export const persistenceModule = (knex: ReturnType<typeof createKnex>, config: Pick<ServerConfig, 'embedded' | 'rateLimitPerSecond' | 'rateLimitBurst' | 'webConcurrency'>): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const rateLimit = { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst };
    bindPorts(bind, { ...knexPersistenceAdapters(knex), rateLimiter: new KnexRateLimiter(knex, rateLimit, config.embedded ? leaseSizeOf(rateLimit, config.webConcurrency) : 1) });
  });
