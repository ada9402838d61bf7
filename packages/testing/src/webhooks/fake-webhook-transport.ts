import type { AttemptOutcome } from '@quire/domain/webhooks/webhook-delivery';
import type { DestinationRefused, WebhookRequest, WebhookTransport } from '@quire/ports/webhooks/webhook-transport';
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';

/**
 * A WebhookTransport that sends nothing: it records each request and answers the outcomes a test
 * queued (Delivered 204 when none is queued). Hosts under `.internal` are refused as private, so
 * route tests can see the guard's 422.
 */
export class FakeWebhookTransport implements WebhookTransport {
  readonly sent: WebhookRequest[] = [];
  private readonly outcomes: AttemptOutcome[] = [];

  /** The outcomes of the next attempts, in order. */
  answer(...outcomes: ReadonlyArray<AttemptOutcome>): void {
    this.outcomes.push(...outcomes);
  }

  checkDestination(url: string): TE.TaskEither<DestinationRefused, void> {
    const host = new URL(url).hostname;
    return host.endsWith('.internal') ? TE.left({ _tag: 'DestinationRefused', reason: 'private_address', detail: `the host ${host} resolves to an address that is not public` }) : TE.right(undefined);
  }

  send(request: WebhookRequest): T.Task<AttemptOutcome> {
    this.sent.push(request);
    const outcome = this.outcomes.shift() ?? { _tag: 'Delivered', statusCode: 204 };
    return () => Promise.resolve(outcome);
  }
}
