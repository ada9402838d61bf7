import type { IdGenerator } from '@quire/ports/platform/id-generator';

/** A delivery's id, which is its `webhook-id` header: `msg_` and a new id, as Standard Webhooks writes them. */
export const messageIdOf = (ids: IdGenerator): string => `msg_${ids.next()}`;
