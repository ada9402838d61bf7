import type { Clock } from '@quire/ports/platform/clock';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_RETENTION_MS, type IdempotencyStore, type StoredResponse } from '@quire/ports/storage/idempotency-store';
import * as E from 'fp-ts/Either';
import type { Middleware, ParameterizedContext } from 'koa';
import { answerError } from '../problems/answer';
import type { AppState } from '../../app-state';
import { bufferRequestBody } from '../body/buffer-request-body';
import { problemFromError } from '../problems/problem-from-error';
import { PROBLEM_CONTENT_TYPE } from '../problems/problem';
import { principalOf } from '../auth/principal-of';
import { requestHash } from './request-hash';

export type IdempotencyOptions = {
  readonly store: IdempotencyStore;
  readonly clock: Clock;
  /** The largest body any POST route takes (uploads included): the body is read here first, to be hashed. */
  readonly bodyLimitBytes: number;
  /** A claim older than this whose request never finished counts as abandoned (its process died). */
  readonly claimTimeoutMs?: number;
};

const DEFAULT_CLAIM_TIMEOUT_MS = 5 * 60 * 1000;
/** The headers a replay repeats; the others (Date, Content-Length...) are the transport's. */
const REPLAYED_HEADERS = ['content-type', 'location', 'etag', 'cache-control', 'content-disposition', 'quire-warnings', 'quire-warnings-count'] as const;
/** Visible ASCII only: keys are opaque tokens (UUIDs, ULIDs...), never text for people. */
const KEY_FORM = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

type Ctx = ParameterizedContext<AppState>;

/**
 * `Idempotency-Key` on a POST (docs/api.md#idempotency-key; ADR 0022). Without the header the request just runs. With
 * it, the key is claimed for the caller's tenant with a hash of the request: the first request
 * runs and its answer (below 500) is kept for 24 hours; a later request with the same key and hash
 * gets that answer again (`Idempotent-Replayed: true`), one with another hash a 422, one while the
 * first is still running a 409. A 5xx or a throw releases the key, so a retry runs again. Mounted
 * after authentication (the key is per tenant) by `securedRoutes` on every POST route.
 */
export const idempotency =
  (options: IdempotencyOptions): Middleware<AppState> =>
  async (ctx, next) => {
    const key = ctx.headers['idempotency-key'];
    if (key === undefined) return next();
    if (typeof key !== 'string' || !KEY_FORM.test(key)) return answerError(ctx, { _tag: 'InvalidIdempotencyKey', maxLength: IDEMPOTENCY_KEY_MAX_LENGTH });
    const body = await bufferRequestBody(ctx, options.bodyLimitBytes)();
    if (E.isLeft(body)) return answerError(ctx, body.left);

    const { tenantId } = principalOf(ctx);
    const now = options.clock.now();
    const claim = await options.store.claim({
      tenantId,
      key,
      requestHash: requestHash({ method: ctx.method, path: ctx.path, query: ctx.querystring, contentType: ctx.get('Content-Type'), body: body.right }),
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS),
      abandonedBefore: new Date(now.getTime() - (options.claimTimeoutMs ?? DEFAULT_CLAIM_TIMEOUT_MS)),
    })();
    if (E.isLeft(claim)) return answerError(ctx, claim.left);
    switch (claim.right._tag) {
      case 'Replay':
        return replay(ctx, claim.right.response);
      case 'InProgress':
        return answerError(ctx, { _tag: 'IdempotencyInProgress' });
      case 'KeyReused':
        return answerError(ctx, { _tag: 'IdempotencyKeyReused' });
      case 'Claimed':
        break;
    }

    const release = () => options.store.release(tenantId, key)();
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const response = ctx.status >= 500 ? null : storedResponseOf(ctx);
    if (response === null) {
      await release();
      return;
    }
    // The answer goes out even when it cannot be kept; the key is then freed rather than left claimed.
    if (E.isLeft(await options.store.complete(tenantId, key, response)())) await release();
  };

/** Answers larger than this (generated documents, mostly) are not kept for replays: a replay gets a 409 saying so. */
const MAX_REPLAYED_BODY_BYTES = 8 * 1024 * 1024;

const replay = (ctx: Ctx, response: StoredResponse): void => {
  ctx.status = response.status;
  for (const [name, value] of Object.entries(response.headers)) ctx.set(name, value);
  ctx.set('Idempotent-Replayed', 'true');
  ctx.body = Buffer.from(response.body);
};

/**
 * What a replay will answer: the response as sent, or, when the handler withheld it (a secret is
 * shown once), a 409 problem that keeps the Location of what the first request created. Null when
 * the body cannot be kept (a stream).
 */
const storedResponseOf = (ctx: Ctx): StoredResponse | null => {
  const body = bytesOf(ctx.body);
  if (body === null) return null;
  const withheld =
    ctx.state.replayWithheld ??
    (body.length > MAX_REPLAYED_BODY_BYTES
      ? `the answer (${body.length} bytes) is larger than the ${MAX_REPLAYED_BODY_BYTES} bytes kept for replays; fetch what the first request made instead of repeating it.`
      : undefined);
  if (withheld !== undefined) {
    const problem = problemFromError({ _tag: 'ReplayWithheld', reason: withheld });
    const location = headerOf(ctx, 'location');
    return {
      status: problem.status,
      headers: { 'content-type': PROBLEM_CONTENT_TYPE, ...(location === null ? {} : { location }) },
      body: Buffer.from(JSON.stringify(problem), 'utf8'),
    };
  }
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = headerOf(ctx, name);
    if (value !== null) headers[name] = value;
  }
  return { status: ctx.status, headers, body };
};

/** A response header as set, or null (Koa answers undefined for an absent header, whatever its types say). */
const headerOf = (ctx: Ctx, name: string): string | null => {
  const value: unknown = ctx.response.get(name);
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
};

const bytesOf = (body: unknown): Uint8Array | null => {
  if (body === undefined || body === null) return new Uint8Array();
  if (body instanceof Uint8Array) return body;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  return Buffer.from(JSON.stringify(body), 'utf8');
};
