import type { Principal } from '@quire/application/principal';

/** What middleware leaves on `ctx.state` for the handlers and the request log. */
export type AppState = { principal?: Principal };
