import { type IdentityProviderError, identityProviderError } from '@quire/ports/sessions/identity-provider';

/** What can be logged of a code: an OAuth error code or the client library's, never free text. */
const safeCode = (code: unknown, fallback: string): string => (typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : fallback);

const statusOf = (value: unknown): number | undefined => {
  const status = (value as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * What a failure of the OpenID Connect client means for the person signing in:
 * - the provider could not be reached in time (a refused connection, a name that does not resolve, a
 *   time-out) or answered 5xx: `unavailable`;
 * - it answered an OAuth error (`invalid_grant`: a code used twice or too late): `refused`;
 * - anything else it answered is not OpenID Connect or does not verify: `failed`.
 */
export const providerErrorOf = (error: unknown): IdentityProviderError => {
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return identityProviderError('unavailable', 'timeout');
  // undici's `fetch failed`, with the socket's error as its cause.
  if (error instanceof TypeError && (error as { cause?: unknown }).cause !== undefined) {
    return identityProviderError('unavailable', safeCode((error.cause as { code?: unknown }).code, 'network_error'));
  }
  const status = statusOf(error) ?? statusOf((error as { cause?: unknown } | undefined)?.cause);
  if (status !== undefined && status >= 500) return identityProviderError('unavailable', `http_${status}`);
  if (name === 'ResponseBodyError' || name === 'AuthorizationResponseError') return identityProviderError('refused', safeCode((error as { error?: unknown }).error, 'oauth_error'));
  return identityProviderError('failed', safeCode((error as { code?: unknown } | undefined)?.code, 'invalid_response'));
};
