import { execFileSync } from 'node:child_process';
import type { TenantId } from '@quire/domain/ids';
import { eventually } from '@quire/testing/eventually';
import { createTemporaryMysqlDatabase, type TemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import { startLoopbackReceiver, type LoopbackReceiver } from '@quire/testing/webhooks/loopback-receiver';
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer } from './server-harness';

const SETTINGS = { KEY_PEPPER: 'test-pepper-'.repeat(4), WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_DISPATCH_INTERVAL_MS: '20' };
const EVENTS = 40;

/** Two server processes' worth of dispatchers on one MariaDB database: every event reaches the receiver once. */
describe('webhooks with two servers on one MySQL/MariaDB database', () => {
  let database: TemporaryMysqlDatabase;
  const servers: TestServer[] = [];
  let receiver: LoopbackReceiver | undefined;

  beforeAll(async () => {
    database = await createTemporaryMysqlDatabase();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await receiver?.close();
    await database?.drop();
  });

  it('delivers each event once, signed, whichever server recorded it and whichever dispatcher claimed it; the secret is sealed in the database', async () => {
    receiver = await startLoopbackReceiver();
    const { received, url } = receiver;

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

    await eventually(`${EVENTS} deliveries to succeed`, async () => {
      const log = (await a.call('GET', `/v1/Webhooks/${id}/Deliveries?limit=100`, key)).body as { items: Array<{ status: string }> };
      return log.items.length === EVENTS && log.items.every((item) => item.status === 'succeeded') ? true : undefined;
    });
    const log = (await b.call('GET', `/v1/Webhooks/${id}/Deliveries?limit=100`, key)).body as { items: Array<{ id: string; status: string; attempts: number }> };
    expect(log.items.map((item) => [item.status, item.attempts])).toEqual(Array.from({ length: EVENTS }, () => ['succeeded', 1]));
    expect(received.map((request) => request.headers['webhook-id']).sort()).toEqual(log.items.map((item) => item.id).sort());
    const jobs = received.map((request) => (new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { data: { id: string } }).data.id);
    expect(new Set(jobs).size).toBe(EVENTS);

    const where = new URL(database.url);
    const dump = execFileSync('mysqldump', ['-h', where.hostname, '-P', where.port || '3306', '-u', decodeURIComponent(where.username), database.name], { encoding: 'utf8' });
    expect(dump).toContain('webhook_deliveries');
    expect(dump).not.toContain(secret.slice('whsec_'.length, 30));
  });
});
