import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router, type RouterMiddleware } from '@koa/router';
import { apiKeyId, tenantId, userId } from '@quire/domain/ids';
import { FixedClock } from '@quire/testing/fixed-clock';
import { InMemoryIdempotencyStore } from '@quire/testing/in-memory/idempotency-store';
import Koa from 'koa';
import type { AppState } from '../../app-state';
import { catchThrows } from '../problems/catch-throws';
import { idempotency } from './idempotency';
import { readJsonBody } from '../body/read-json-body';
import { securedRoutes } from '../auth/secured-routes';
import pino from 'pino';

/**
 * A small app with one POST route behind a fake guard (the tenant comes from `X-Tenant`) and the
 * idempotency middleware, so each rule is seen on the wire.
 */
const startApp = async () => {
  const store = new InMemoryIdempotencyStore();
  const clock = new FixedClock();
  const app = new Koa<AppState>();
  app.use(catchThrows(pino({ level: process.env['DEBUG_IDEM'] ? 'error' : 'silent' })));
  const router = new Router<AppState>({ sensitive: false });
  const guard: RouterMiddleware<AppState> = async (ctx, next) => {
    ctx.state.principal = { tenantId: tenantId(ctx.get('X-Tenant') || 't1'), userId: userId('u1'), keyId: apiKeyId('k1'), keyPrefix: 'qk_x', memberRole: 'owner', keyRole: 'owner' };
    await next();
  };
  const routes = securedRoutes(router, guard, idempotency({ store, clock, bodyLimitBytes: 64 * 1024 }));
  let runs = 0;
  let release: () => void = () => undefined;
  routes.post('/things', 'member', async (ctx) => {
    runs += 1;
    const body = await readJsonBody(ctx, 32 * 1024)();
    const mode = ctx.query['mode'];
    if (mode === 'slow') await new Promise<void>((resolve) => (release = resolve));
    if (mode === 'fail') {
      ctx.status = 503;
      ctx.body = { failed: runs };
      return;
    }
    if (mode === 'throw') throw new Error('boom');
    if (mode === 'secret') ctx.state.replayWithheld = 'it holds a secret.';
    if (mode === 'large') {
      ctx.status = 201;
      ctx.set('Location', `/things/${runs}`);
      ctx.body = Buffer.alloc(8 * 1024 * 1024 + 1, 0x61);
      return;
    }
    ctx.status = 201;
    ctx.set('Location', `/things/${runs}`);
    ctx.set('ETag', '"1"');
    ctx.set('X-Run', String(runs));
    ctx.body = { run: runs, received: body._tag === 'Right' ? body.right : null, secret: 'qk_never_replayed' };
  });
  app.use(router.routes());
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (path: string, init: { key?: string; json?: unknown; tenant?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(init.key === undefined ? {} : { 'Idempotency-Key': init.key }),
        ...(init.tenant === undefined ? {} : { 'X-Tenant': init.tenant }),
        ...init.headers,
      },
      body: init.body ?? JSON.stringify(init.json ?? {}),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  };
  return {
    store,
    clock,
    post,
    runs: () => runs,
    finishSlow: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('idempotency', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeEach(async () => {
    app = await startApp();
  });
  afterEach(async () => {
    await app.close();
  });

  describe('without an Idempotency-Key', () => {
    it('runs every request', async () => {
      await app.post('/things', { json: { a: 1 } });
      await app.post('/things', { json: { a: 1 } });
      expect(app.runs()).toBe(2);
    });
  });

  describe('when the same request is sent again with the same key', () => {
    it('runs it once and replays the first answer: status, Location, ETag, body', async () => {
      const first = await app.post('/things', { key: 'k-1', json: { a: 1 } });
      const again = await app.post('/THINGS', { key: 'k-1', json: { a: 1 } });
      expect(app.runs()).toBe(1);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.json()).toMatchObject({ run: 1, received: { a: 1 } });
      expect(again.headers.get('location')).toBe('/things/1');
      expect(again.headers.get('etag')).toBe('"1"');
      expect(again.headers.get('content-type')).toMatch(/^application\/json/);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(first.headers.get('idempotent-replayed')).toBeNull();
    });

    it('still replays 24 hours later, and runs again once the record expired', async () => {
      await app.post('/things', { key: 'k-1', json: { a: 1 } });
      app.clock.advance(24 * 60 * 60 * 1000 - 1);
      expect((await app.post('/things', { key: 'k-1', json: { a: 1 } })).json().run).toBe(1);
      app.clock.advance(1);
      expect((await app.post('/things', { key: 'k-1', json: { a: 1 } })).json().run).toBe(2);
    });
  });

  describe('when the key comes with another request', () => {
    it.each([
      ['another body', '/things', { a: 2 }],
      ['another query', '/things?x=1', { a: 1 }],
    ])('answers 422 idempotency_key_reused for %s', async (_case, path, json) => {
      await app.post('/things', { key: 'k-1', json: { a: 1 } });
      const reused = await app.post(path, { key: 'k-1', json });
      expect(reused.status).toBe(422);
      expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
      expect(app.runs()).toBe(1);
    });
  });

  describe('keys are per tenant', () => {
    it('runs the same key of two tenants as two requests', async () => {
      await app.post('/things', { key: 'k-1', json: { a: 1 }, tenant: 't1' });
      const other = await app.post('/things', { key: 'k-1', json: { a: 1 }, tenant: 't2' });
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(app.runs()).toBe(2);
    });
  });

  describe('while the first request is still running', () => {
    it('answers a duplicate 409 idempotency_in_progress', async () => {
      const slow = app.post('/things?mode=slow', { key: 'k-1', json: {} });
      while (app.runs() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const duplicate = await app.post('/things?mode=slow', { key: 'k-1', json: {} });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'idempotency_in_progress' });
      app.finishSlow();
      expect((await slow).status).toBe(201);
      expect(app.runs()).toBe(1);
    });
  });

  describe('when the first request fails', () => {
    it.each(['fail', 'throw'])('releases the key on a %s (5xx), so a retry runs again', async (mode) => {
      const failed = await app.post(`/things?mode=${mode}`, { key: 'k-1', json: {} });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      await app.post(`/things?mode=${mode}`, { key: 'k-1', json: {} });
      expect(app.runs()).toBe(2);
    });
  });

  describe('when the handler withholds its answer from replays', () => {
    it('answers the first request, then replays a 409 with the Location and without the secret', async () => {
      const first = await app.post('/things?mode=secret', { key: 'k-1', json: {} });
      expect(first.status).toBe(201);
      expect(first.text).toContain('qk_never_replayed');
      const again = await app.post('/things?mode=secret', { key: 'k-1', json: {} });
      expect(again.status).toBe(409);
      expect(again.json()).toMatchObject({ code: 'idempotency_replay_withheld' });
      expect(again.headers.get('location')).toBe('/things/1');
      expect(again.text).not.toContain('qk_never_replayed');
      expect(app.runs()).toBe(1);
    });
  });

  describe('when the answer is larger than what is kept for replays (a generated document)', () => {
    it('answers the first request in full, then replays a 409 saying so, with the Location', async () => {
      const first = await app.post('/things?mode=large', { key: 'k-large', json: {} });
      expect(first.status).toBe(201);
      expect(first.text).toHaveLength(8 * 1024 * 1024 + 1);
      const again = await app.post('/things?mode=large', { key: 'k-large', json: {} });
      expect(again.status).toBe(409);
      expect(again.json()).toMatchObject({ code: 'idempotency_replay_withheld' });
      expect(again.json().detail).toContain('larger than');
      expect(again.headers.get('location')).toBe('/things/1');
      expect(app.runs()).toBe(1);
    });
  });

  describe('a malformed key', () => {
    it.each([['x'.repeat(256)], ['with space'], ['']])('is refused with 400 before anything runs (%#)', async (key) => {
      const refused = await app.post('/things', { key, json: {} });
      expect(refused.status).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_idempotency_key' });
      expect(app.runs()).toBe(0);
    });

    it('accepts 255 characters', async () => {
      expect((await app.post('/things', { key: 'x'.repeat(255), json: {} })).status).toBe(201);
    });
  });

  describe('the body', () => {
    it('reaches the handler intact after being read for the hash', async () => {
      const body = JSON.stringify({ text: 'é'.repeat(5000) });
      const answered = await app.post('/things', { key: 'k-big', body });
      expect(answered.json().received).toEqual(JSON.parse(body));
    });

    it('is refused with 413 above the limit', async () => {
      const refused = await app.post('/things', { key: 'k-huge', body: JSON.stringify({ text: 'x'.repeat(70 * 1024) }) });
      expect(refused.status).toBe(413);
      expect(app.runs()).toBe(0);
    });
  });
});
