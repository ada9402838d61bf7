import { Router } from '@koa/router';
import Koa from 'koa';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { AppState } from '../../app-state';
import { CONSOLE_CSP, type ConsoleFile, type ConsoleFiles, registerConsoleRoutes } from './console-routes';

const file = (text: string, type: string, immutable = false): ConsoleFile => ({ bytes: Buffer.from(text), type, immutable });

const serve = async (files: ConsoleFiles | undefined) => {
  const app = new Koa<AppState>();
  const router = new Router<AppState>({ sensitive: false });
  registerConsoleRoutes(router, files, pino({ level: 'silent' }));
  app.use(router.routes());
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { get: (path: string) => fetch(base + path, { redirect: 'manual' }), close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('the web console routes', () => {
  const files = new Map([
    ['index.html', file('<!doctype html><title>Quire</title>', 'text/html; charset=utf-8')],
    ['console-ABC.js', file('export {};', 'text/javascript; charset=utf-8', true)],
  ]);
  let built = 0;
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve(async () => {
      built += 1;
      return files;
    });
  });
  afterAll(() => app.close());

  it('serves the page at /console/ under the strict policy, and sends /console there', async () => {
    const page = await app.get('/console/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Quire</title>');
    const bare = await app.get('/console');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/console/');
  });

  it('serves the named files, for good when their names carry their content hash', async () => {
    const script = await app.get('/console/console-ABC.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(script.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(built).toBeGreaterThan(0);
  });

  it('serves nothing else', async () => {
    for (const path of ['/console/missing.js', '/console/..%2Fpackage.json', '/console/.env', '/console/index.html/x']) {
      expect({ path, status: (await app.get(path)).status }).toEqual({ path, status: 404 });
    }
  });

  it('keeps every source of script and style to this server, and no inline code', () => {
    expect(CONSOLE_CSP).toContain("default-src 'self'");
    expect(CONSOLE_CSP).toContain("script-src 'self';");
    expect(CONSOLE_CSP).toContain("style-src 'self';");
    expect(CONSOLE_CSP).not.toMatch(/unsafe-(inline|eval)/);
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
  });

  it('answers 503 when the console cannot be built, and tries again on the next request', async () => {
    let attempts = 0;
    const failing = await serve(async () => {
      attempts += 1;
      throw new Error('/secret/path/main.tsx: syntax error');
    });
    try {
      const first = await failing.get('/console/');
      expect(first.status).toBe(503);
      const body = await first.text();
      expect(body).toContain('console_unavailable');
      expect(body).not.toContain('/secret/path');
      await failing.get('/console/');
      expect(attempts).toBe(2);
    } finally {
      await failing.close();
    }
  });

  it('is not served at all without files', async () => {
    const none = await serve(undefined);
    try {
      expect((await none.get('/console/')).status).toBe(404);
    } finally {
      await none.close();
    }
  });
});
