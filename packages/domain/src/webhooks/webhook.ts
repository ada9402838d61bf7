import * as E from 'fp-ts/Either';
import type { Brand, TenantId } from '../ids';

export type WebhookId = Brand<string, 'WebhookId'>;
export const webhookId = (raw: string): WebhookId => raw as WebhookId;

export type WebhookStatus = 'active' | 'disabled';
export const WEBHOOK_STATUSES: ReadonlyArray<WebhookStatus> = ['active', 'disabled'];

/**
 * An endpoint of a tenant that receives the events it subscribes to (docs/webhooks.md#endpoints). The signing secret
 * is held only sealed (encrypted by the SecretBox port); the domain never sees it in plaintext.
 */
export type Webhook = {
  readonly id: WebhookId;
  readonly tenantId: TenantId;
  readonly url: string;
  readonly events: ReadonlyArray<string>;
  readonly description: string;
  readonly status: WebhookStatus;
  /** Why the endpoint is disabled (deliveries failed for the whole retry window, or a user said so); null while active. */
  readonly disabledReason: string | null;
  readonly disabledAt: Date | null;
  readonly sealedSecret: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly version: number;
};

/** One field the rules refuse, by its name in the request. */
export type WebhookFieldProblem = { readonly field: 'url' | 'events' | 'description' | 'status'; readonly reason: string };
export type WebhookInvalid = { readonly _tag: 'WebhookInvalid'; readonly problems: ReadonlyArray<WebhookFieldProblem> };

/** The limits of one endpoint's fields (every size has a limit; docs/limits.md#other-limits). */
export type WebhookFieldLimits = {
  /** The event types an endpoint may subscribe to. */
  readonly eventTypes: ReadonlyArray<string>;
  readonly maxUrlLength: number;
  readonly maxDescriptionLength: number;
};
export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 500;

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * An absolute http(s) URL without credentials or fragment, at most `maxLength` characters, in its
 * normal form. Whether its host may be called (resolves to a public address) is the transport's
 * check, not the domain's.
 */
export const parseWebhookUrl = (raw: string, maxLength: number): E.Either<WebhookFieldProblem, string> => {
  const text = raw.trim();
  const problem = (reason: string) => E.left<WebhookFieldProblem, string>({ field: 'url', reason });
  if (text.length === 0) return problem('must not be empty');
  if (text.length > maxLength) return problem(`must be at most ${maxLength} characters`);
  if (CONTROL.test(text)) return problem('must not contain control characters');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return problem('must be an absolute http or https URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return problem('must be an http or https URL');
  if (url.username !== '' || url.password !== '') return problem('must not hold a user name or password');
  if (url.hash !== '') return problem('must not have a fragment (#...)');
  if (url.hostname === '') return problem('must name a host');
  return url.href.length > maxLength ? problem(`must be at most ${maxLength} characters`) : E.right(url.href);
};

/** One or more known event types, each once (in the order given). */
export const parseWebhookEvents = (raw: ReadonlyArray<string>, eventTypes: ReadonlyArray<string>): E.Either<WebhookFieldProblem, ReadonlyArray<string>> => {
  if (raw.length === 0) return E.left({ field: 'events', reason: 'must name at least one event type' });
  if (raw.length > eventTypes.length) return E.left({ field: 'events', reason: `must name at most ${eventTypes.length} event types` });
  const unknown = raw.filter((type) => !eventTypes.includes(type));
  if (unknown.length > 0) return E.left({ field: 'events', reason: `${unknown.map((type) => JSON.stringify(type.slice(0, 64))).join(', ')} is not an event type (one of ${eventTypes.join(', ')})` });
  return E.right([...new Set(raw)]);
};

const parseDescription = (raw: string, max: number): E.Either<WebhookFieldProblem, string> => {
  const text = raw.trim();
  if (text.length > max) return E.left({ field: 'description', reason: `must be at most ${max} characters` });
  return E.right(text);
};

/** The fields a client sets; absent ones keep their value on an update. */
export type WebhookFields = {
  readonly url?: string | undefined;
  readonly events?: ReadonlyArray<string> | undefined;
  readonly description?: string | undefined;
};

type CheckedFields = { url?: string; events?: ReadonlyArray<string>; description?: string };

/** Every field checked at once: all the problems, not only the first. */
const checkFields = (fields: WebhookFields, limits: WebhookFieldLimits): E.Either<WebhookInvalid, CheckedFields> => {
  const problems: WebhookFieldProblem[] = [];
  const checked: CheckedFields = {};
  const take = <A>(result: E.Either<WebhookFieldProblem, A>, set: (value: A) => void) => (E.isLeft(result) ? problems.push(result.left) : set(result.right));
  if (fields.url !== undefined) take(parseWebhookUrl(fields.url, limits.maxUrlLength), (url) => (checked.url = url));
  if (fields.events !== undefined) take(parseWebhookEvents(fields.events, limits.eventTypes), (events) => (checked.events = events));
  if (fields.description !== undefined) take(parseDescription(fields.description, limits.maxDescriptionLength), (description) => (checked.description = description));
  return problems.length === 0 ? E.right(checked) : E.left({ _tag: 'WebhookInvalid', problems });
};

export const createWebhook = (
  input: { id: WebhookId; tenantId: TenantId; url: string; events: ReadonlyArray<string>; description?: string | undefined; sealedSecret: string; now: Date },
  limits: WebhookFieldLimits,
): E.Either<WebhookInvalid, Webhook> => {
  const checked = checkFields({ url: input.url, events: input.events, description: input.description ?? '' }, limits);
  if (E.isLeft(checked)) return checked;
  return E.right({
    id: input.id,
    tenantId: input.tenantId,
    url: checked.right.url ?? '',
    events: checked.right.events ?? [],
    description: checked.right.description ?? '',
    status: 'active',
    disabledReason: null,
    disabledAt: null,
    sealedSecret: input.sealedSecret,
    createdAt: input.now,
    updatedAt: input.now,
    version: 1,
  });
};

const changed = (webhook: Webhook, patch: Partial<Webhook>, now: Date): Webhook => ({ ...webhook, ...patch, updatedAt: now, version: webhook.version + 1 });

/** The reason a user's `status: "disabled"` records. */
export const DISABLED_BY_USER = 'disabled by a user';

/**
 * A client's change: fields, and `status` (`active` re-enables a disabled endpoint and clears the
 * reason; `disabled` stops deliveries). A change that changes nothing answers the very same object.
 */
export const changeWebhook = (
  webhook: Webhook,
  patch: WebhookFields & { readonly status?: WebhookStatus | undefined },
  now: Date,
  limits: WebhookFieldLimits,
): E.Either<WebhookInvalid, Webhook> => {
  const checked = checkFields(patch, limits);
  if (E.isLeft(checked)) return checked;
  const next: Partial<Webhook> = {
    ...(checked.right.url === undefined || checked.right.url === webhook.url ? {} : { url: checked.right.url }),
    ...(checked.right.events === undefined || sameEvents(checked.right.events, webhook.events) ? {} : { events: checked.right.events }),
    ...(checked.right.description === undefined || checked.right.description === webhook.description ? {} : { description: checked.right.description }),
    ...(patch.status === undefined || patch.status === webhook.status
      ? {}
      : patch.status === 'active'
        ? { status: 'active' as const, disabledReason: null, disabledAt: null }
        : { status: 'disabled' as const, disabledReason: DISABLED_BY_USER, disabledAt: now }),
  };
  return E.right(Object.keys(next).length === 0 ? webhook : changed(webhook, next, now));
};

const sameEvents = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean => a.length === b.length && a.every((type, index) => type === b[index]);

/** The dispatcher's verdict after a delivery failed for the whole retry window: no more deliveries until a user re-enables it. */
export const disableWebhook = (webhook: Webhook, reason: string, now: Date): Webhook =>
  webhook.status === 'disabled' ? webhook : changed(webhook, { status: 'disabled', disabledReason: reason, disabledAt: now }, now);

/** Does this endpoint take events of this type now? */
export const receives = (webhook: Webhook, eventType: string): boolean => webhook.status === 'active' && webhook.events.includes(eventType);
