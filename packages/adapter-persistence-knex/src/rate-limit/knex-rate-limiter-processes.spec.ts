import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKnex } from '../platform/create-knex';
import { migrateToLatest } from '../platform/migrations/migrate-to-latest';

const CHILD = path.join(__dirname, '..', '..', 'test', 'rate-limit-child.ts');
type Seen = { readonly allowed: number; readonly refused: number; readonly failed: number; readonly started: number; readonly ended: number };

const takeInChild = (args: ReadonlyArray<string>): Promise<Seen> =>
  new Promise((resolve, reject) => {
    execFile(process.execPath, ['--require', 'tsx/cjs', CHILD, ...args], { cwd: path.join(__dirname, '..', '..') }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as Seen);
    });
  });

describe('the leased rate limit across processes (embedded SQLite)', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quire-rate-processes-'));
  const filename = path.join(folder, 'quire.db');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lets two processes hammering one key through within 10 % of the limit, never failing', async () => {
    const knex = createKnex({ dialect: 'sqlite', filename });
    await migrateToLatest(knex, () => undefined);
    await knex.destroy();
    const [perSecond, burst, ms] = [20, 100, 5000];
    // Both start together once loaded (loading takes a few seconds on a busy machine).
    const startAt = Date.now() + 8000;
    const seen = await Promise.all([0, 1].map(() => takeInChild([filename, 'shared-key', String(ms), String(perSecond), String(burst), '2', String(startAt)])));
    const allowed = seen.reduce((sum, one) => sum + one.allowed, 0);
    // The limit lets the burst through, then the rate, from the first request of either process to the last.
    const span = Math.max(...seen.map((one) => one.ended)) - Math.min(...seen.map((one) => one.started));
    const allowance = burst + (perSecond * span) / 1000;
    process.stdout.write(`allowed ${allowed} of an allowance of ${allowance.toFixed(1)} over ${span} ms; refused ${seen.map((one) => one.refused).join(' and ')}\n`);
    expect(seen.map((one) => one.failed)).toEqual([0, 0]);
    // Each process asked more often than the limit allows (it was refused): what it let through is the limit's doing.
    expect(seen.map((one) => one.refused > 0)).toEqual([true, true]);
    expect({ allowed, within10Percent: Math.abs(allowed - allowance) / allowance <= 0.1 }).toEqual({ allowed, within10Percent: true });
  }, 60_000);
});
