import type { IdentityProviderError } from '@quire/ports/sessions/identity-provider';
import type { StorageError } from '@quire/ports/storage/storage-error';

/**
 * Why a sign-in was refused after the provider answered, or before it was asked:
 * - `attempt_missing`, `attempt_expired`: the callback came without the sign-in this browser began (or
 *   more than 10 minutes after it);
 * - `email_missing`, `email_unverified`: the provider gave no e-mail, or does not vouch for it;
 * - `not_a_member`: no membership matches the e-mail (and joining is off), or not of the tenant asked for;
 * - `join_unavailable`: joining is on but its tenant no longer exists, or has its most members.
 */
export type SignInRefusal = 'attempt_missing' | 'attempt_expired' | 'email_missing' | 'email_unverified' | 'not_a_member' | 'join_unavailable';
export type SignInRefused = { readonly _tag: 'SignInRefused'; readonly reason: SignInRefusal };

/** Everything a sign-in can end in but a session: the provider's failures, a refusal, the store failing. */
export type SignInFailure = IdentityProviderError | SignInRefused | StorageError;

export const signInRefused = (reason: SignInRefusal): SignInRefused => ({ _tag: 'SignInRefused', reason });
