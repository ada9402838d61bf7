import * as fs from 'node:fs';
import * as path from 'node:path';
import { docxFromText } from '@quire/adapter-docx-engine/docx-text-document-writer';
import type { TenantId } from '@quire/domain/ids';
import { eventually } from '@quire/testing/eventually';
import { startLoopbackReceiver, type ReceivedRequest } from '@quire/testing/webhooks/loopback-receiver';
import { Webhook } from 'standardwebhooks';
import { startTestServer, type TestServer } from './server-harness';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** A receiver on loopback: answers the n-th request (1-based) with the status `statusOf` picks. */
const startReceiver = (statusOf: (n: number) => number = () => 200) => startLoopbackReceiver((response, n) => response.writeHead(statusOf(n)).end(), '/quire-events');

const verified = (secret: string, request: ReceivedRequest | undefined): unknown => new Webhook(secret).verify(request?.body ?? '', request?.headers as Record<string, string>);

/** Fast retries for tests: 50 ms doubling, a 1.5 s window, dispatch every 50 ms; receivers on loopback allowed. */
const FAST = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_RETRY_MAX_DELAY_MS: '200', WEBHOOK_RETRY_WINDOW_MS: '1500', WEBHOOK_DISPATCH_INTERVAL_MS: '50' };

describe('webhooks on the real server (SQLite, the dispatcher, HTTP deliveries)', () => {
  let server: TestServer | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(async () => {
    await server?.stop();
    await receiver?.close();
    server = undefined;
    receiver = undefined;
  });

  const createHook = async (key: string, url: string, events: ReadonlyArray<string>) => {
    const created = await server?.call('POST', '/v1/Webhooks', key, { url, events });
    expect(created?.status).toBe(201);
    return created?.body as { id: string; secret: string };
  };

  it('delivers job.succeeded, template.created and webhook.test with signatures the standardwebhooks verifier accepts, and stores no secret in plaintext', async () => {
    const logLines: string[] = [];
    server = await startTestServer(FAST, undefined, logLines);
    receiver = await startReceiver();
    const key = server.bootstrapKey as string;
    const hook = await createHook(key, receiver.url, ['job.succeeded', 'template.created']);
    const tenant = ((await server.call('GET', '/v1/ApiKeys', key)).body as { items: Array<{ tenantId: string }> }).items[0]?.tenantId as TenantId;

    // What the jobs record when a job ends, through the port they share.
    const published = await server.composition.ports.events.publish({ tenantId: tenant, type: 'job.succeeded', occurredAt: new Date(), data: { id: 'job-1', status: 'succeeded', total: 3, succeeded: 3, failed: 0 } })();
    expect(published._tag).toBe('Right');
    const upload = await fetch(`${server.url}/v1/FormTemplates?name=Letter`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': DOCX }, body: docxFromText('Dear {{client_name}},') });
    expect(upload.status).toBe(201);
    expect((await server.call('POST', `/v1/Webhooks/${hook.id}/Test`, key)).status).toBe(202);

    const events = await eventually('three deliveries', () => (receiver !== undefined && receiver.received.length >= 3 ? receiver.received : undefined));
    const bodies = events.map((request) => verified(hook.secret, request) as { type: string; data: Record<string, unknown> });
    expect(bodies.map((body) => body.type).sort()).toEqual(['job.succeeded', 'template.created', 'webhook.test']);
    expect(bodies.find((body) => body.type === 'job.succeeded')?.data).toEqual({ id: 'job-1', status: 'succeeded', total: 3, succeeded: 3, failed: 0 });
    expect(bodies.find((body) => body.type === 'template.created')?.data).toMatchObject({ name: 'Letter', id: (await upload.json() as { id: string }).id });
    expect(() => verified(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, events[0])).toThrow();

    const log = await eventually('the delivery log to show three successes', async () => {
      const answer = (await server?.call('GET', `/v1/Webhooks/${hook.id}/Deliveries`, key))?.body as { items: Array<{ status: string; attempts: number; lastStatusCode: number }> };
      return answer.items.length === 3 && answer.items.every((item) => item.status === 'succeeded') ? answer.items : undefined;
    });
    expect(log.map((item) => [item.attempts, item.lastStatusCode])).toEqual([[1, 200], [1, 200], [1, 200]]);
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain('quire_webhook_deliveries_total{outcome="succeeded"} 3');

    await server.stop();
    const dump = fs.readdirSync(server.dataDir).filter((file) => file.startsWith('quire.sqlite')).map((file) => fs.readFileSync(path.join(server?.dataDir ?? '', file)).toString('latin1')).join('');
    expect(dump).toContain(hook.id);
    expect(dump).not.toContain(hook.secret.slice('whsec_'.length, 30));
    expect(logLines.filter((line) => line.includes(hook.secret.slice(6, 30)))).toEqual([]);
    server = undefined;
  });

  it('retries a receiver that fails twice: the third attempt succeeds, with the same webhook-id', async () => {
    server = await startTestServer(FAST);
    receiver = await startReceiver((n) => (n <= 2 ? 503 : 204));
    const key = server.bootstrapKey as string;
    const hook = await createHook(key, receiver.url, ['template.created']);
    expect((await server.call('POST', `/v1/Webhooks/${hook.id}/Test`, key)).status).toBe(202);

    const attempts = await eventually('three attempts', () => (receiver !== undefined && receiver.received.length >= 3 ? receiver.received : undefined));
    expect(new Set(attempts.map((request) => request.headers['webhook-id'])).size).toBe(1);
    for (const attempt of attempts) expect(verified(hook.secret, attempt)).toMatchObject({ type: 'webhook.test' });
    const [delivery] = await eventually('the delivery to succeed', async () => {
      const items = ((await server?.call('GET', `/v1/Webhooks/${hook.id}/Deliveries`, key))?.body as { items: Array<{ status: string }> }).items;
      return items[0]?.status === 'succeeded' ? items : undefined;
    });
    expect(delivery).toMatchObject({ id: attempts[0]?.headers['webhook-id'], attempts: 3, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
  });

  it('disables the endpoint after the retry window, shows why, and a PUT makes it active again', async () => {
    server = await startTestServer(FAST);
    receiver = await startReceiver(() => 500);
    const key = server.bootstrapKey as string;
    const hook = await createHook(key, receiver.url, ['template.created']);
    expect((await server.call('POST', `/v1/Webhooks/${hook.id}/Test`, key)).status).toBe(202);

    const disabled = await eventually('the endpoint to be disabled', async () => {
      const body = (await server?.call('GET', `/v1/Webhooks/${hook.id}`, key))?.body as { status: string; disabledReason: string | null; version: number };
      return body.status === 'disabled' ? body : undefined;
    });
    expect(disabled.disabledReason).toMatch(/^deliveries failed for the whole retry window: \d+ attempts at webhook\.test since .+, the last one answered HTTP 500$/);
    const log = ((await server.call('GET', `/v1/Webhooks/${hook.id}/Deliveries`, key)).body as { items: Array<Record<string, unknown>> }).items;
    expect(log[0]).toMatchObject({ status: 'failed', lastStatusCode: 500, lastError: 'http_status', nextAttemptAt: null });
    expect((await server.call('POST', `/v1/Webhooks/${hook.id}/Test`, key)).status).toBe(409);
    expect((await server.call('PUT', `/v1/Webhooks/${hook.id}`, key, { status: 'active' })).body).toMatchObject({ status: 'active', disabledReason: null });
  });

  it('refuses a URL that resolves to 127.0.0.1 without WEBHOOK_ALLOW_PRIVATE', async () => {
    server = await startTestServer();
    const key = server.bootstrapKey as string;
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost:9/hook', 'http://[::ffff:127.0.0.1]:9/hook']) {
      const refused = await server.call('POST', '/v1/Webhooks', key, { url, events: ['job.succeeded'] });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'url', message: expect.stringMatching(/is not public|not public;/) }] });
    }
    expect(((await server.call('GET', '/v1/Webhooks', key)).body as { items: unknown[] }).items).toEqual([]);
  });
});
