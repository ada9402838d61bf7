import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TenantId } from '@quire/domain/ids';
import { createTemporaryMysqlDatabase, type TemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer } from './server-harness';

const SETTINGS = { KEY_PEPPER: 'test-pepper-'.repeat(4), WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_DISPATCH_INTERVAL_MS: '20' };
const EVENTS = 40;

/** Two server processes' worth of dispatchers on one MariaDB database: every event reaches the receiver once. */
describe('webhooks with two servers on one MySQL/MariaDB database', () => {
  let database: TemporaryMysqlDatabase;
  const servers: TestServer[] = [];
  let receiver: Server | undefined;

  beforeAll(async () => {
    database = await createTemporaryMysqlDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await new Promise<void>((resolve) => (receiver === undefined ? resolve() : receiver.close(() => resolve())));
    await database?.drop();
  });

  it('delivers each event once, signed, whichever server recorded it and whichever dispatcher claimed it; the secret is sealed in the database', async () => {
    const received: Array<{ id: string; body: string; headers: Record<string, string> }> = [];
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ id: String(request.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8'), headers: request.headers as Record<string, string> });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;

    servers.push(await startTestServer({ DATABASE_URL: database.url, ...SETTINGS }));
    servers.push(await startTestServer({ DATABASE_URL: database.url, ...SETTINGS }));
    const [a, b] = servers as [TestServer, TestServer];
    const key = a.bootstrapKey as string;
    const created = await a.call('POST', '/v1/Webhooks', key, { url, events: ['job.succeeded'] });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: string; secret: string };
    const tenant = ((await b.call('GET', '/v1/ApiKeys', key)).body as { items: Array<{ tenantId: string }> }).items[0]?.tenantId as TenantId;

    await Promise.all(
      Array.from({ length: EVENTS }, (_, n) =>
        (n % 2 === 0 ? a : b).composition.ports.events.publish({ tenantId: tenant, type: 'job.succeeded', occurredAt: new Date(), data: { id: `job-${n}` } })(),
      ),
    );

    for (let tries = 0; tries < 600; tries += 1) {
      const log = (await a.call('GET', `/v1/Webhooks/${id}/Deliveries?limit=100`, key)).body as { items: Array<{ status: string }> };
      if (log.items.length === EVENTS && log.items.every((item) => item.status === 'succeeded')) break;
      await sleep(100);
    }
    const log = (await b.call('GET', `/v1/Webhooks/${id}/Deliveries?limit=100`, key)).body as { items: Array<{ id: string; status: string; attempts: number }> };
    expect(log.items.map((item) => [item.status, item.attempts])).toEqual(Array.from({ length: EVENTS }, () => ['succeeded', 1]));
    expect(received.map((request) => request.id).sort()).toEqual(log.items.map((item) => item.id).sort());
    const jobs = received.map((request) => (new Webhook(secret).verify(request.body, request.headers) as { data: { id: string } }).data.id);
    expect(new Set(jobs).size).toBe(EVENTS);

    const where = new URL(database.url);
    const dump = execFileSync('mysqldump', ['-h', where.hostname, '-P', where.port || '3306', '-u', decodeURIComponent(where.username), database.name], { encoding: 'utf8' });
    expect(dump).toContain('webhook_deliveries');
    expect(dump).not.toContain(secret.slice('whsec_'.length, 30));
  });
});
