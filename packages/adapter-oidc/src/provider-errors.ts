import { type IdentityProviderError, identityProviderError } from '@quire/ports/sessions/identity-provider';

/** What can be logged of a code: an OAuth error code or the client library's, never free text. */
const safeCode = (code: unknown, fallback: string): string => (typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : fallback);

type Failure = { readonly name?: unknown; readonly code?: unknown; readonly status?: unknown; readonly error?: unknown; readonly message?: unknown; readonly cause?: unknown };

/** The error and the causes it wraps (the client library wraps what fetch threw), at most four deep. */
const chainOf = (error: unknown): ReadonlyArray<Failure> => {
  const chain: Failure[] = [];
  for (let at: unknown = error; typeof at === 'object' && at !== null && chain.length < 4; at = (at as Failure).cause) chain.push(at as Failure);
  return chain;
};

const TIMED_OUT = new Set(['TimeoutError', 'AbortError', 'OAUTH_TIMEOUT', 'OAUTH_ABORT']);

/**
 * What a failure of the OpenID Connect client means for the person signing in:
 * - the provider could not be reached in time (a refused connection, a name that does not resolve, a
 *   time-out) or answered 5xx: `unavailable`;
 * - it answered an OAuth error (`invalid_grant`: a code used twice or too late): `refused`;
 * - anything else it answered is not OpenID Connect or does not verify: `failed`.
 * Causes are compared by name, not class: fetch's errors come from another realm under test runners.
 */
export const providerErrorOf = (error: unknown): IdentityProviderError => {
  const chain = chainOf(error);
  if (chain.some((failure) => TIMED_OUT.has(String(failure.name)) || TIMED_OUT.has(String(failure.code)))) return identityProviderError('unavailable', 'timeout');
  // undici's `fetch failed`, with the socket's error as its cause.
  const network = chain.find((failure) => failure.name === 'TypeError' && failure.message === 'fetch failed');
  if (network !== undefined) return identityProviderError('unavailable', safeCode((network.cause as Failure | undefined)?.code, 'network_error'));
  const status = chain.map((failure) => failure.status).find((value): value is number => typeof value === 'number');
  if (status !== undefined && status >= 500) return identityProviderError('unavailable', `http_${status}`);
  const first = chain[0];
  if (first?.name === 'ResponseBodyError' || first?.name === 'AuthorizationResponseError') return identityProviderError('refused', safeCode(first.error, 'oauth_error'));
  return identityProviderError('failed', safeCode(first?.code, 'invalid_response'));
};
