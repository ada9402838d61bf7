import * as t from 'io-ts';
import { LimitParam } from '../platform/body/query-codecs';

const Status = t.keyof({ active: null, disabled: null }, 'WebhookStatus');

/** `POST /Webhooks`: `{ url, events, description? }`; anything else is refused (decodeExact). */
export const CreateWebhookBody = t.exact(t.intersection([t.type({ url: t.string, events: t.array(t.string) }), t.partial({ description: t.string })]), 'CreateWebhookBody');

/** `PUT /Webhooks/:id`: any of `{ url, events, description, status }`; `status: "active"` re-enables a disabled endpoint. */
export const UpdateWebhookBody = t.exact(t.partial({ url: t.string, events: t.array(t.string), description: t.string, status: Status }), 'UpdateWebhookBody');

/** `GET /Webhooks/:id/Deliveries?limit=`: the latest `limit` (1–100, default 25). */
export const DeliveriesQuery = t.exact(t.partial({ limit: LimitParam }), 'DeliveriesQuery');
