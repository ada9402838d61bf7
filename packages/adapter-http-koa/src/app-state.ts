import type { Principal } from '@quire/application/principal';

/** What middleware leaves on `ctx.state` for the handlers and the request log. */
export type AppState = {
  principal?: Principal;
  /** Set by a handler whose answer must not be stored for an Idempotency-Key replay (it holds a secret); says why. */
  replayWithheld?: string;
  /** Set by a handler that answered a generated file: the milliseconds the document engine spent on it, for the request log. */
  renderMs?: number;
  /** Set with `renderMs`: how many warnings the generated file has (missing values…), for the request log. */
  warnings?: number;
};
