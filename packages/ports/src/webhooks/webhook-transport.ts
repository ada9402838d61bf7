import type { AttemptOutcome } from '@quire/domain/webhooks/webhook-delivery';
import type * as T from 'fp-ts/Task';
import type * as TE from 'fp-ts/TaskEither';

/** A destination the guard refuses: its host does not resolve, or resolves to an address that is not public. */
export type DestinationRefused = {
  readonly _tag: 'DestinationRefused';
  readonly reason: 'not_resolved' | 'private_address';
  /** What a client reads: the host and why (never an address the URL did not name: the private network is not mapped through it). */
  readonly detail: string;
};

/** One signed attempt: Standard Webhooks headers from these, the body as given. */
export type WebhookRequest = {
  readonly url: string;
  /** `webhook-id`: the delivery's id, the same on every attempt. */
  readonly messageId: string;
  /** `webhook-timestamp`: when this attempt is made. */
  readonly timestamp: Date;
  readonly body: string;
  /** The endpoint's signing secret (`whsec_…`), opened for this attempt only. */
  readonly secret: string;
};

/**
 * Sends webhook deliveries over HTTP(S): Standard Webhooks signatures, a time limit, no redirects
 * followed, and a guard that refuses a destination whose host resolves to a private, loopback,
 * link-local, unique-local, multicast or unspecified address (unless the operator allows private
 * ones), connecting only to the address it checked.
 */
export interface WebhookTransport {
  /** The guard alone, for a URL a client sets (create, update). */
  checkDestination(url: string): TE.TaskEither<DestinationRefused, void>;
  /** One attempt; never fails: what went wrong is the outcome (the guard's refusal included). */
  send(request: WebhookRequest): T.Task<AttemptOutcome>;
}
