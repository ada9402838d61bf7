import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { docxEngineAdapters } from '@quire/adapter-docx-engine/docx-engine-adapters';
import type { EnginePool } from '@quire/adapter-docx-engine/pool/engine-pool';
import { inProcessRateLimiter } from '@quire/adapter-rate-limit-memory/in-process-rate-limiter';
import { applicationUseCases, DEFAULT_APPLICATION_SETTINGS } from '@quire/application/application-use-cases';
import type { GenerationLimits } from '@quire/application/generation/generation-settings';
import type { Role } from '@quire/domain/accounts/role';
import type { TenantId, UserId } from '@quire/domain/ids';
import type { PdfConverter } from '@quire/ports/documents/pdf-converter';
import type { RateLimiter } from '@quire/ports/accounts/rate-limiter';
import type { IdentityProvider } from '@quire/ports/sessions/identity-provider';
import type { SessionSettings } from '@quire/application/sessions/session-settings';
import type { Ports } from '@quire/ports/ports';
import { arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import * as E from 'fp-ts/Either';
import pino from 'pino';
import type { AuthOptions } from '../src/auth/auth-routes';
import { createHttpApp } from '../src/create-http-app';
import type { DataShapeLimits } from '../src/platform/body/json-shape';

/** What a test sees of one exchange; every exchange is kept so suites can scan them for secrets. */
// `json` is parsed response JSON handed straight to assertions, which walk it freely; typing every
// problem and resource shape here would restate the OpenAPI document.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Exchange = { method: string; path: string; status: number; headers: Headers; text: string; bytes: Buffer; json: () => any };

export type RequestOptions = {
  key?: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: string | Uint8Array | FormData;
  /** `manual`: a redirect is answered as it is (the sign-in routes' tests read its Location and cookies). */
  redirect?: 'follow' | 'manual';
};

const SECRET = /qk_[0-9A-Za-z]{49}/;

/**
 * The whole app as apps/server composes it (ports → use cases → HTTP app; the ports in memory, the
 * engine real) behind a real HTTP server on an ephemeral port.
 */
export const startHarness = async (
  options: {
    jsonBodyLimitBytes?: number;
    uploadLimitBytes?: number;
    generationBodyLimitBytes?: number;
    pdf?: PdfConverter;
    generationLimits?: GenerationLimits;
    generationDataShape?: DataShapeLimits;
    rateLimiter?: RateLimiter;
    /** The engine's worker threads (the suite closes it); without one the engine runs on the test's thread. */
    engine?: EnginePool;
    /** The OpenID Connect provider people sign in with (default: the in-memory one, not configured). */
    identityProvider?: IdentityProvider;
    /** Who may join by signing in (default: nobody). */
    sessions?: SessionSettings;
    /** How the sign-in routes set their cookies (default: Secure). */
    auth?: AuthOptions;
  } = {},
) => {
  const adapters = createInMemoryAdapters(undefined);
  const logLines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString('utf8').split('\n').filter((line) => line !== ''));
        done();
      },
    }),
  );
  // The in-memory ports with the real engine (on the test's thread, or the given pool); PDF output as the test says.
  const ports: Ports = {
    ...adapters,
    ...docxEngineAdapters(options.engine === undefined ? {} : { pool: options.engine }),
    pdf: options.pdf ?? adapters.pdf,
    // The clock stands still: a burst no suite reaches, so the limiter runs on every request without refusing.
    rateLimiter: options.rateLimiter ?? inProcessRateLimiter({ perSecond: 50, burst: 1_000_000 }),
    identityProvider: options.identityProvider ?? adapters.identityProvider,
  };
  const useCases = applicationUseCases(ports, {
    ...DEFAULT_APPLICATION_SETTINGS,
    ...(options.generationLimits === undefined ? {} : { generation: options.generationLimits }),
    ...(options.sessions === undefined ? {} : { sessions: options.sessions }),
  });
  const app = createHttpApp(useCases, ports, {
    prefix: '/v1',
    jsonBodyLimitBytes: options.jsonBodyLimitBytes ?? 1024 * 1024,
    ...(options.uploadLimitBytes === undefined ? {} : { uploadLimitBytes: options.uploadLimitBytes }),
    ...(options.generationBodyLimitBytes === undefined ? {} : { generationBodyLimitBytes: options.generationBodyLimitBytes }),
    ...(options.generationDataShape === undefined ? {} : { generationDataShape: options.generationDataShape }),
    ...(options.auth === undefined ? {} : { auth: options.auth }),
    logger,
  });
  // Batches are worked as they are submitted (InlineJobQueue): a batch route answers once its job is done.
  adapters.jobQueue.workWith(useCases.jobs.workJobTask, () => adapters.jobs.readyTasks(adapters.clock.now(), 10));
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const exchanges: Exchange[] = [];

  const request = async (method: string, path: string, init: RequestOptions = {}): Promise<Exchange> => {
    const headers: Record<string, string> = { ...(init.key === undefined ? {} : { Authorization: `Bearer ${init.key}` }), ...init.headers };
    let body: string | Uint8Array | FormData | undefined = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(base + path, { method, headers, redirect: init.redirect ?? 'follow', ...(body === undefined ? {} : { body }) });
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    const exchange: Exchange = { method, path, status: response.status, headers: response.headers, text, bytes, json: () => JSON.parse(text) };
    exchanges.push(exchange);
    return exchange;
  };

  /**
   * A tenant, a user who is its member (an owner unless `role` says otherwise; a user already a
   * member keeps their role), and a key for them (with the member's role unless `keyRole` says otherwise).
   */
  const member = async (existing: { tenantId?: TenantId; userId?: UserId; role?: Role; keyRole?: Role } = {}) => {
    const tenant = arbitraryTenant();
    const user = arbitraryUser();
    const tenantId = existing.tenantId ?? tenant.id;
    const userId = existing.userId ?? user.id;
    if (existing.tenantId === undefined) await adapters.tenants.insert(tenant)();
    if (existing.userId === undefined) await adapters.users.insert(user)();
    await adapters.members.add({ tenantId, userId, role: existing.role ?? 'owner', createdAt: adapters.clock.now() }, 1000)();
    const issued = await useCases.accounts.issueApiKey({ tenantId, userId, name: 'test key', role: existing.keyRole })();
    if (E.isLeft(issued)) throw new Error(JSON.stringify(issued.left));
    return { tenantId, userId, keyId: issued.right.key.id, secret: issued.right.secret };
  };

  /** Fails when a secret appears anywhere but in the body of a successful POST /ApiKeys, or in any log line. */
  const expectNoLeakedSecrets = (): void => {
    const leaks = exchanges.flatMap((exchange) => {
      const allowedInBody = exchange.method === 'POST' && /^\/v1\/apikeys$/i.test(exchange.path) && exchange.status === 201;
      const headerText = [...exchange.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
      return [
        ...(SECRET.test(headerText) ? [`headers of ${exchange.method} ${exchange.path}`] : []),
        ...(!allowedInBody && SECRET.test(exchange.text) ? [`body of ${exchange.method} ${exchange.path}`] : []),
      ];
    });
    expect(leaks).toEqual([]);
    expect(logLines.filter((line) => SECRET.test(line))).toEqual([]);
    expect(exchanges.length).toBeGreaterThan(0);
  };

  const close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));

  return { adapters, useCases, request, member, exchanges, logLines, expectNoLeakedSecrets, close, base };
};
export type Harness = Awaited<ReturnType<typeof startHarness>>;

/**
 * One harness for the enclosing `describe`: started before its tests, closed after them once no
 * secret is found to have leaked. The answer stands for the harness once it has started.
 */
export const useHarness = (options?: Parameters<typeof startHarness>[0]): Harness => {
  let started: Harness | undefined;
  beforeAll(async () => {
    started = await startHarness(options);
  });
  afterAll(async () => {
    started?.expectNoLeakedSecrets();
    await started?.close();
  });
  return new Proxy({} as Harness, {
    get: (_target, property) => {
      if (started === undefined) throw new Error('the harness is used before its describe block started it');
      return Reflect.get(started, property) as unknown;
    },
  });
};
