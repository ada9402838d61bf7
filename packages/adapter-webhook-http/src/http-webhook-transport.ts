import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AttemptOutcome, DeliveryErrorKind } from '@quire/domain/webhooks/webhook-delivery';
import type { DestinationRefused, WebhookRequest, WebhookTransport } from '@quire/ports/webhooks/webhook-transport';
import * as E from 'fp-ts/Either';
import type * as T from 'fp-ts/Task';
import type * as TE from 'fp-ts/TaskEither';
import { Webhook } from 'standardwebhooks';
import { bareHost, type Resolve, type ResolvedAddress, resolveDestination, systemResolve } from './resolve-destination';

export type HttpWebhookTransportOptions = {
  /** WEBHOOK_ALLOW_PRIVATE: let deliveries reach private, loopback and link-local addresses (a receiver on the same network). */
  readonly allowPrivate: boolean;
  /** The whole attempt, name lookup to response headers (10 s; docs/webhooks.md#retries-and-disabling). */
  readonly timeoutMs: number;
  /** Host name resolution; the system resolver unless a test brings its own. */
  readonly resolve?: Resolve;
};

/** What is read of a response body at most before the connection is dropped: nothing of it is kept. */
const DRAINED_BYTES = 64 * 1024;
const USER_AGENT = 'Quire-Webhooks/1';

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|HOSTNAME_MISMATCH$|ERR_OSSL_)/;

/** A socket or TLS failure as the kind the delivery log shows (never the error's message). */
const kindOf = (error: unknown): DeliveryErrorKind => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code === 'ABORT_ERR' || code === 'ETIMEDOUT' || code === 'ATTEMPT_TIMEOUT') return 'timeout';
  if (TLS_CODE.test(code)) return 'tls';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  return 'connection';
};

/** Node's sockets look the host up through this: they get the address the guard checked, and nothing else. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (typeof options === 'object' && options !== null && 'all' in options && options.all === true) {
      (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address: pinned.address, family: pinned.family }]);
    } else {
      callback(null, pinned.address, pinned.family);
    }
  };

/**
 * Webhook deliveries over node's http/https (ADR 0058). Each attempt: the host resolved and the
 * addresses checked (ADR 0059), a connection to the checked address only (the URL's host name still
 * names the server for TLS and `Host`), Standard Webhooks headers signed with `standardwebhooks`, one
 * POST without keep-alive, no redirect followed (a 3xx is a failed attempt), the whole attempt under
 * the time limit. Only the status code is kept; the body is drained up to 64 KiB and dropped.
 */
export class HttpWebhookTransport implements WebhookTransport {
  private readonly resolve: Resolve;

  constructor(private readonly options: HttpWebhookTransportOptions) {
    this.resolve = options.resolve ?? systemResolve;
  }

  checkDestination(url: string): TE.TaskEither<DestinationRefused, void> {
    return async () => {
      const checked = await this.withinTime(resolveDestination(new URL(url), { allowPrivate: this.options.allowPrivate, resolve: this.resolve }));
      if (checked === 'timeout') return E.left({ _tag: 'DestinationRefused', reason: 'not_resolved', detail: `the host ${bareHost(new URL(url))} did not resolve in time` });
      return E.isLeft(checked) ? E.left({ _tag: 'DestinationRefused', reason: checked.left.reason, detail: checked.left.detail }) : E.right(undefined);
    };
  }

  send(request: WebhookRequest): T.Task<AttemptOutcome> {
    // An attempt never throws: whatever went wrong is a failed attempt (retried), not a failed round.
    return () => this.attempt(request).catch((error: unknown): AttemptOutcome => ({ _tag: 'NotDelivered', error: kindOf(error), statusCode: null }));
  }

  private attempt(request: WebhookRequest): Promise<AttemptOutcome> {
    return (async () => {
      const deadline = AbortSignal.timeout(this.options.timeoutMs);
      const url = new URL(request.url);
      const checked = await this.withinTime(resolveDestination(url, { allowPrivate: this.options.allowPrivate, resolve: this.resolve }));
      if (checked === 'timeout') return { _tag: 'NotDelivered', error: 'timeout', statusCode: null };
      if (E.isLeft(checked)) return { _tag: 'NotDelivered', error: checked.left.kind, statusCode: null };
      const signature = new Webhook(request.secret).sign(request.messageId, request.timestamp, request.body);
      const body = Buffer.from(request.body, 'utf8');
      const headers = {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'user-agent': USER_AGENT,
        'webhook-id': request.messageId,
        'webhook-timestamp': String(Math.floor(request.timestamp.getTime() / 1000)),
        'webhook-signature': signature,
      };
      return post(url, checked.right, headers, body, deadline);
    })();
  }

  /** Name lookups cannot be cancelled; past the time limit the attempt stops waiting for one. */
  private async withinTime<A>(work: Promise<A>): Promise<A | 'timeout'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.options.timeoutMs);
    });
    try {
      return await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

const post = (url: URL, address: ResolvedAddress, headers: Record<string, string>, body: Buffer, deadline: AbortSignal): Promise<AttemptOutcome> =>
  new Promise<AttemptOutcome>((resolve) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: bareHost(url),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers,
        lookup: pinnedLookup(address),
        agent: false,
        signal: deadline,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        resolve(
          status >= 200 && status < 300
            ? { _tag: 'Delivered', statusCode: status }
            : { _tag: 'NotDelivered', error: status >= 300 && status < 400 ? 'redirect' : 'http_status', statusCode: status },
        );
        let drained = 0;
        response.on('data', (chunk: Buffer) => {
          drained += chunk.length;
          if (drained > DRAINED_BYTES) response.destroy();
        });
        response.on('error', () => undefined);
      },
    );
    request.on('error', (error) => resolve({ _tag: 'NotDelivered', error: deadline.aborted ? 'timeout' : kindOf(error), statusCode: null }));
    request.end(body);
  });
