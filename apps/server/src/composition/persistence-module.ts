import type { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { knexPersistenceAdapters } from '@quire/adapter-persistence-knex/knex-persistence-adapters';
import { KnexRateLimiter } from '@quire/adapter-persistence-knex/knex-rate-limiter';
import { inProcessRateLimiter } from '@quire/adapter-rate-limit-memory/in-process-rate-limiter';
import { ContainerModule } from 'inversify';
import type { ServerConfig } from '../config';
import { bindPorts } from './bind-ports';

/**
 * The stored ports on the database (the composition opens, migrates and closes it), and the
 * per-key rate limit's buckets (ADR 0026): in process memory for embedded SQLite (one process), in
 * the database's `rate_limits` table for MySQL (the servers share them).
 */
export const persistenceModule = (knex: ReturnType<typeof createKnex>, config: Pick<ServerConfig, 'embedded' | 'rateLimitPerSecond' | 'rateLimitBurst'>): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const rateLimit = { perSecond: config.rateLimitPerSecond, burst: config.rateLimitBurst };
    bindPorts(bind, { ...knexPersistenceAdapters(knex), rateLimiter: config.embedded ? inProcessRateLimiter(rateLimit) : new KnexRateLimiter(knex, rateLimit) });
  });
