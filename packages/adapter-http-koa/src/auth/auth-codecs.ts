import * as t from 'io-ts';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTime, nullable } from '../platform/openapi/json-shapes';

/** A string matching `pattern`, described for people as `name` (what a refused value's message says). */
const matching = (name: string, pattern: RegExp) =>
  new t.Type<string, string, unknown>(
    name,
    (u): u is string => typeof u === 'string' && pattern.test(u),
    (u, c) => (typeof u === 'string' && pattern.test(u) ? t.success(u) : t.failure(u, c)),
    (value) => value,
  );

const TENANT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A path on this server: one leading slash (never `//host` or `/\host`, which browsers read as another site), printable ASCII, at most 512 characters. */
const LOCAL_PATH = /^\/(?![/\\])[\x21-\x7e]{0,511}$/;

/** `GET /auth/login`'s query: the tenant to sign in to (default: the person's oldest membership), and where to go afterwards. */
export const LoginQuery = t.exact(
  t.partial({
    tenant: annotate(matching('a tenant id (letters, digits, - and _, at most 64)', TENANT_ID), {
      description: 'The id of the tenant to sign in to; default: the tenant the person joined first.',
      maxLength: 64,
      pattern: TENANT_ID.source,
    }),
    returnTo: annotate(matching('a path on this server, such as /console/', LOCAL_PATH), {
      description: 'A path on this server to go to once signed in (default `/console/`).',
      maxLength: 512,
      pattern: LOCAL_PATH.source,
    }),
  }),
);

const SignedInSessionJson = t.type({
  user: t.type({ id: t.string, email: t.string, name: t.string }),
  tenant: t.type({ id: t.string, name: t.string }),
  endsAt: annotate(DateTime, { description: 'When the session ends unless it is used again (8 hours after its last use, at most `expiresAt`).' }),
  expiresAt: annotate(DateTime, { description: 'When the session ends however it is used (7 days after sign-in).' }),
});

/** `GET /auth/status`: how people sign in here, and who this browser's session cookie signs in (null: none). */
export const SignInStatusJson = component(
  'SignInStatus',
  t.type({
    provider: annotate(nullable(t.type({ name: t.string, loginUrl: t.string })), { description: 'The OpenID Connect provider people sign in with; null when none is configured (sign in with an API key).' }),
    session: annotate(nullable(SignedInSessionJson), { description: 'The person this session cookie signs in; null without a cookie, or when its session has ended.' }),
  }),
);
export type SignInStatusJson = t.TypeOf<typeof SignInStatusJson>;
