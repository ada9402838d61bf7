import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { requestOnItsOwnConnection } from './one-connection-request';
import { startServerProcess, type ServerProcess } from './server-process';

/*
 * WEB_CONCURRENCY=2: a primary and two HTTP processes on one port. Every request goes on a
 * connection of its own, and the primary shares connections out in turn, so a run of requests
 * reaches both processes: what one process learns (a key revoked, a rate-limit token taken, an
 * idempotent answer) must hold in the other at once.
 */

const PROCESSES = 2;
/** Requests in a row that reach every process (connections are dealt in turn), with a margin. */
const EVERY_PROCESS = 4 * PROCESSES;
const LONG_MS = 30_000;

type Answer = { readonly status: number; readonly text: string; readonly json: () => unknown };

const call = async (server: ServerProcess, method: string, path: string, key: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const answer = await requestOnItsOwnConnection(
    method,
    `${server.url}${path}`,
    { ...(key === undefined ? {} : { authorization: `Bearer ${key}` }), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    LONG_MS,
    body === undefined ? undefined : JSON.stringify(body),
  );
  return { ...answer, json: () => JSON.parse(answer.text) as unknown };
};

const statuses = async (server: ServerProcess, path: string, key: string, count = EVERY_PROCESS): Promise<number[]> => {
  const seen: number[] = [];
  for (let request = 0; request < count; request++) seen.push((await call(server, 'GET', path, key)).status);
  return seen;
};

/** The server's HTTP processes: the primary's node children. */
const httpProcesses = (server: ServerProcess): number[] =>
  execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number)
    .filter((pid) => {
      try {
        return execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).trim() === 'node';
      } catch {
        return false; // gone meanwhile
      }
    });

describe('WEB_CONCURRENCY=2: two HTTP processes on one port', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ nodeFlags: [], env: { WEB_CONCURRENCY: String(PROCESSES), RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '1000' } });
  }, 300_000);
  afterAll(async () => server?.stop());

  it('runs a primary and two HTTP processes', () => {
    expect(httpProcesses(server)).toHaveLength(PROCESSES);
  });

  it('refuses a key deactivated through one process on the very next request, in every process', async () => {
    const created = await call(server, 'POST', '/v1/ApiKeys', server.apiKey, { name: 'revoked soon' });
    expect(created.status).toBe(201);
    const { id, key } = created.json() as { id: string; key: string };
    // Every process verifies and remembers the key.
    expect(await statuses(server, '/v1/ApiKeys', key)).toEqual(Array(EVERY_PROCESS).fill(200));
    expect((await call(server, 'PUT', `/v1/ApiKeys/${id}/Deactivate`, server.apiKey)).status).toBe(200);
    expect(await statuses(server, '/v1/ApiKeys', key)).toEqual(Array(EVERY_PROCESS).fill(401));
    expect((await call(server, 'PUT', `/v1/ApiKeys/${id}/Reactivate`, server.apiKey)).status).toBe(200);
    expect(await statuses(server, '/v1/ApiKeys', key)).toEqual(Array(EVERY_PROCESS).fill(200));
  }, 120_000);

  it('replays an idempotent request in whichever process it reaches', async () => {
    const headers = { 'idempotency-key': `processes-${Date.now()}` };
    const answers = [];
    for (let request = 0; request < EVERY_PROCESS; request++) answers.push(await call(server, 'POST', '/v1/Aliases', server.apiKey, { name: 'made_once', type: 'text' }, headers));
    expect(answers.map((answer) => answer.status)).toEqual(Array(EVERY_PROCESS).fill(201));
    expect(new Set(answers.map((answer) => (answer.json() as { id: string }).id)).size).toBe(1);
  }, 120_000);

  it("answers GET /metrics for the whole server, whichever process is asked", async () => {
    const counted = (text: string): number =>
      text
        .split('\n')
        .filter((line) => line.startsWith('quire_http_requests_total{') && line.includes('route="/healthz"'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    const before = counted((await call(server, 'GET', '/metrics', undefined)).text);
    for (let request = 0; request < EVERY_PROCESS; request++) expect((await call(server, 'GET', '/healthz', undefined)).status).toBe(200);
    for (let ask = 0; ask < PROCESSES; ask++) expect(counted((await call(server, 'GET', '/metrics', undefined)).text) - before).toBe(EVERY_PROCESS);
  }, 120_000);

  it('starts another HTTP process when one dies, and goes on answering', async () => {
    const [victim] = httpProcesses(server);
    process.kill(victim ?? 0, 'SIGKILL');
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !(httpProcesses(server).length === PROCESSES && !httpProcesses(server).includes(victim ?? 0))) await sleep(250);
    expect(httpProcesses(server).filter((pid) => pid !== victim)).toHaveLength(PROCESSES);
    // The new process listens once it has started; until then the other takes every connection.
    let answered: number[] = [];
    while (Date.now() < deadline && !(answered.length > 0 && answered.every((status) => status === 200))) answered = await statuses(server, '/healthz', server.apiKey);
    expect(answered).toEqual(Array(EVERY_PROCESS).fill(200));
  }, 180_000);

  it('stops every process on SIGTERM', async () => {
    const children = httpProcesses(server);
    await server.stop();
    const alive = children.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  }, 60_000);
});
