import { apiKeyId } from '@quire/domain/ids';
import { createKnex } from '../src/platform/create-knex';
import { KnexRateLimiter, leaseSizeOf } from '../src/rate-limit/knex-rate-limiter';

/*
 * One process of the rate limit's accuracy test: takes tokens of one key as fast as it can for the
 * given time, on the SQLite file the other processes share, and prints what it saw as JSON.
 * argv: database file, key, milliseconds, perSecond, burst, processes, and the instant to start at
 * (epoch ms: every process starts together, once loaded).
 */
const [filename = '', key = '', ms = '0', perSecond = '0', burst = '0', processes = '1', startAt = '0'] = process.argv.slice(2);

const main = async (): Promise<void> => {
  const knex = createKnex({ dialect: 'sqlite', filename });
  const limit = { perSecond: Number(perSecond), burst: Number(burst) };
  const limiter = new KnexRateLimiter(knex, limit, leaseSizeOf(limit, Number(processes)));
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
  let allowed = 0;
  let refused = 0;
  let failed = 0;
  const started = Date.now();
  let ended = started;
  for (let now = started; now - started < Number(ms); now = Date.now()) {
    const decision = await limiter.take(apiKeyId(key), new Date(now))();
    if (decision._tag === 'Left') failed++;
    else if (decision.right.allowed) allowed++;
    else refused++;
    ended = now;
  }
  await knex.destroy();
  // From the first request's instant to the last's: the time the limit applied to.
  process.stdout.write(JSON.stringify({ allowed, refused, failed, started, ended }));
};

void main();
