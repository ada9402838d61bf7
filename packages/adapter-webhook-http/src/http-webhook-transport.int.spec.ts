import type { ServerResponse } from 'node:http';
import { startLoopbackReceiver } from '@quire/testing/webhooks/loopback-receiver';
import * as E from 'fp-ts/Either';
import { Webhook } from 'standardwebhooks';
import { HttpWebhookTransport } from './http-webhook-transport';
import type { Resolve } from './resolve-destination';

/** A receiver on loopback that records what it gets and answers with `respond`. */
const startReceiver = (respond: (response: ServerResponse, count: number) => void) => startLoopbackReceiver(respond, '/hooks/quire?tenant=a');

const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const body = JSON.stringify({ type: 'job.succeeded', timestamp: '2026-11-27T10:00:00.000Z', data: { id: 'job-1', status: 'succeeded', total: 3 } });
const attempt = (url: string, timestamp = new Date()) => ({ url, messageId: 'msg_2kq3p1', timestamp, body, secret: SECRET });
/** Test names resolve as the test says: `receiver.test` to loopback, anything else nowhere. */
const testResolve: Resolve = async (hostname) => (hostname === 'receiver.test' ? [{ address: '127.0.0.1', family: 4 }] : []);

describe('HttpWebhookTransport', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  describe('with private addresses allowed (WEBHOOK_ALLOW_PRIVATE=true)', () => {
    const transport = new HttpWebhookTransport({ allowPrivate: true, timeoutMs: 10_000, resolve: testResolve });

    it('POSTs the body with Standard Webhooks headers that the standardwebhooks verifier accepts', async () => {
      receiver = await startReceiver((response) => response.writeHead(200).end('ok'));
      expect(await transport.send(attempt(receiver.url))()).toEqual({ _tag: 'Delivered', statusCode: 200 });
      const [got] = receiver.received;
      expect(got).toMatchObject({ method: 'POST', url: '/hooks/quire?tenant=a', body });
      expect(got?.headers).toMatchObject({ 'content-type': 'application/json', 'webhook-id': 'msg_2kq3p1', 'user-agent': 'Quire-Webhooks/1' });
      expect(got?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(new Webhook(SECRET).verify(got?.body ?? '', got?.headers as Record<string, string>)).toEqual(JSON.parse(body));
      expect(() => new Webhook(`whsec_${Buffer.alloc(32, 8).toString('base64')}`).verify(got?.body ?? '', got?.headers as Record<string, string>)).toThrow();
    });

    it('connects to the address it resolved and checked, naming the host in Host', async () => {
      receiver = await startReceiver((response) => response.writeHead(204).end());
      expect(await transport.send(attempt(`http://receiver.test:${receiver.port}/x`))()).toEqual({ _tag: 'Delivered', statusCode: 204 });
      expect(receiver.received[0]?.headers.host).toBe(`receiver.test:${receiver.port}`);
    });

    it('does not follow a redirect: the attempt fails as a redirect, and the target is never called', async () => {
      receiver = await startReceiver((response) => response.writeHead(302, { Location: '/elsewhere' }).end());
      expect(await transport.send(attempt(receiver.url))()).toEqual({ _tag: 'NotDelivered', error: 'redirect', statusCode: 302 });
      expect(receiver.received.map((request) => request.url)).toEqual(['/hooks/quire?tenant=a']);
    });

    it('reports a status outside 2xx, and keeps nothing of the body', async () => {
      receiver = await startReceiver((response) => response.writeHead(503).end('x'.repeat(200_000)));
      expect(await transport.send(attempt(receiver.url))()).toEqual({ _tag: 'NotDelivered', error: 'http_status', statusCode: 503 });
    });

    it('gives up on a receiver that does not answer in time', async () => {
      const quick = new HttpWebhookTransport({ allowPrivate: true, timeoutMs: 300, resolve: testResolve });
      receiver = await startReceiver(() => undefined);
      expect(await quick.send(attempt(receiver.url))()).toEqual({ _tag: 'NotDelivered', error: 'timeout', statusCode: null });
    });

    it('answers a failed attempt, never a throw, when something unexpected goes wrong (a secret that is no secret)', async () => {
      receiver = await startReceiver((response) => response.end());
      expect(await transport.send({ ...attempt(receiver.url), secret: '' })()).toMatchObject({ _tag: 'NotDelivered', statusCode: null });
      expect(receiver.received).toEqual([]);
    });

    it('reports a refused connection and a host that does not resolve', async () => {
      receiver = await startReceiver((response) => response.end());
      const closedPort = receiver.port;
      await receiver.close();
      receiver = undefined;
      expect(await transport.send(attempt(`http://127.0.0.1:${closedPort}/`))()).toEqual({ _tag: 'NotDelivered', error: 'connection', statusCode: null });
      expect(await transport.send(attempt('http://nowhere.test/'))()).toEqual({ _tag: 'NotDelivered', error: 'dns', statusCode: null });
    });
  });

  describe('without the allow setting (the default)', () => {
    const transport = new HttpWebhookTransport({ allowPrivate: false, timeoutMs: 10_000, resolve: testResolve });

    it('refuses a URL resolving to 127.0.0.1, and sends nothing', async () => {
      receiver = await startReceiver((response) => response.end());
      expect(await transport.send(attempt(`http://receiver.test:${receiver.port}/`))()).toEqual({ _tag: 'NotDelivered', error: 'refused_address', statusCode: null });
      expect(await transport.send(attempt(receiver.url))()).toEqual({ _tag: 'NotDelivered', error: 'refused_address', statusCode: null });
      expect(receiver.received).toEqual([]);
      expect(await transport.checkDestination(`http://receiver.test:${receiver.port}/`)()).toEqual(
        E.left({ _tag: 'DestinationRefused', reason: 'private_address', detail: 'the host receiver.test resolves to an address that is not public; webhooks may only call public addresses' }),
      );
    });

    it.each(['http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/', 'https://[fd00::1]/', 'http://0.0.0.0/', 'http://[::127.0.0.1]/', 'http://[64:ff9b::127.0.0.1]/', 'http://[2002:7f00:1::1]/', 'http://[::a9fe:a9fe]/'])('refuses %s on create', async (url) => {
      expect(await transport.checkDestination(url)()).toMatchObject(E.left({ reason: 'private_address' }));
    });

    it('refuses a host that does not resolve', async () => {
      expect(await transport.checkDestination('https://nowhere.test/')()).toEqual(E.left({ _tag: 'DestinationRefused', reason: 'not_resolved', detail: 'the host nowhere.test does not resolve' }));
    });

    it('refuses localhost through the system resolver', async () => {
      const system = new HttpWebhookTransport({ allowPrivate: false, timeoutMs: 10_000 });
      expect(await system.checkDestination('http://localhost:8080/')()).toMatchObject(E.left({ reason: 'private_address' }));
    });
  });
});
