import { createUser, parseEmail, type Membership, type User } from '@quire/domain/accounts/user';
import { sessionId, userId } from '@quire/domain/ids';
import { formatSessionSecret, lifetimeEndMs, type Session, type SessionSecret, startSession } from '@quire/domain/sessions/session';
import type { Ports } from '@quire/ports/ports';
import type { Identity } from '@quire/ports/sessions/identity-provider';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { csrfTokenOf } from './csrf';
import { MAX_MEMBERSHIPS_READ, type JoinPolicy, type SessionSettings } from './session-settings';
import { MAX_MEMBERS_PER_TENANT } from '../memberships/join-tenant';
import { openAttempt } from './sign-in-attempt';
import { type SignInFailure, signInRefused } from './sign-in-failure';

export type FinishSignInInput = {
  /** The sealed attempt the browser brought back (its cookie), if any. */
  readonly attempt: string | undefined;
  /** The callback's query string, as the provider sent it (`code`, `state`, or `error`). */
  readonly callbackQuery: string;
};

/** A new session: the cookie's secret and CSRF token (shown to this browser only, never stored), and where to go next. */
export type SignedIn = {
  readonly session: Session;
  readonly secret: SessionSecret;
  readonly csrfToken: string;
  readonly user: User;
  readonly returnTo: string;
  /** Whether the person joined the tenant by signing in (OIDC_JOIN_ROLE). */
  readonly joined: boolean;
};
export type FinishSignIn = (input: FinishSignInInput) => TE.TaskEither<SignInFailure, SignedIn>;

type Deps = Pick<Ports, 'identityProvider' | 'secretBox' | 'users' | 'members' | 'tenants' | 'sessions' | 'hasher' | 'random' | 'ids' | 'clock'>;

/** A person's name as the provider gives it, else the part of the e-mail before the @. */
const displayName = (identity: Identity, email: string): string => {
  const given = identity.name?.trim() ?? '';
  return given !== '' ? given.slice(0, 200) : email.split('@')[0] ?? email;
};

/**
 * Finishes a sign-in: the callback must match the attempt this browser began (state, nonce, PKCE)
 * and the provider must vouch for the person's e-mail (`email_verified`). The person is the user
 * with that e-mail; they sign in to the tenant they asked for, else to their oldest membership.
 * Someone with no membership is refused, unless joining is on: then they become a member of the
 * join tenant (a user is created for a new e-mail). The session's secret goes to the browser;
 * only its keyed digest is stored.
 */
export const finishSignIn =
  (deps: Deps, settings: SessionSettings): FinishSignIn =>
  (input) =>
  async () => {
    const now = deps.clock.now();
    const attempt = openAttempt(deps.secretBox, input.attempt, now);
    if (E.isLeft(attempt)) return attempt;
    const identity = await deps.identityProvider.finish(input.callbackQuery, attempt.right)();
    if (E.isLeft(identity)) return identity;
    if (identity.right.email === undefined) return E.left(signInRefused('email_missing'));
    if (!identity.right.emailVerified) return E.left(signInRefused('email_unverified'));
    const email = parseEmail(identity.right.email);
    if (E.isLeft(email)) return E.left(signInRefused('email_missing'));

    const member = await membershipFor(deps, email.right, attempt.right.tenantId);
    if (E.isLeft(member)) return member;
    let found = member.right;
    let joined = false;
    if (found === undefined) {
      if (settings.join === undefined || (attempt.right.tenantId !== null && attempt.right.tenantId !== settings.join.tenantId)) return E.left(signInRefused('not_a_member'));
      const made = await join(deps, settings.join, email.right, displayName(identity.right, email.right), now);
      if (E.isLeft(made)) return made;
      found = made.right;
      joined = true;
    }

    const secret = formatSessionSecret(deps.random.bytes(32));
    const session = startSession({ id: sessionId(deps.ids.next()), tenantId: found.membership.tenantId, userId: found.user.id, digest: deps.hasher.digest(secret), now, expiresAt: new Date(lifetimeEndMs(now)) });
    const stored = await deps.sessions.insert(session)();
    if (E.isLeft(stored)) return stored;
    return E.right({ session, secret, csrfToken: csrfTokenOf(deps.hasher, secret), user: found.user, returnTo: attempt.right.returnTo, joined });
  };

type Member = { readonly user: User; readonly membership: Membership };

/** The user with this e-mail and their membership of the tenant asked for (else their oldest); undefined when there is none. */
const membershipFor = async (deps: Pick<Deps, 'users' | 'members'>, email: string, tenantId: string | null): Promise<E.Either<StorageError, Member | undefined>> => {
  const user = await deps.users.findByEmail(email)();
  if (E.isLeft(user)) return user;
  if (O.isNone(user.right)) return E.right(undefined);
  const memberships = await deps.members.membershipsOf(user.right.value.id, MAX_MEMBERSHIPS_READ)();
  if (E.isLeft(memberships)) return memberships;
  const membership = tenantId === null ? memberships.right[0] : memberships.right.find((candidate) => candidate.tenantId === tenantId);
  return E.right(membership === undefined ? undefined : { user: user.right.value, membership });
};

/** Makes the person a member of the join tenant with the join role, creating their user when the e-mail is new. */
const join = async (deps: Pick<Deps, 'users' | 'members' | 'tenants' | 'ids'>, policy: JoinPolicy, email: string, name: string, now: Date): Promise<E.Either<SignInFailure, Member>> => {
  const tenant = await deps.tenants.findById(policy.tenantId)();
  if (E.isLeft(tenant)) return tenant;
  if (O.isNone(tenant.right)) return E.left(signInRefused('join_unavailable'));
  const user = await userFor(deps, email, name, now);
  if (E.isLeft(user)) return user;
  const membership: Membership = { tenantId: policy.tenantId, userId: user.right.id, role: policy.role, createdAt: now };
  const added = await deps.members.add(membership, MAX_MEMBERS_PER_TENANT)();
  if (E.isRight(added)) return E.right({ user: user.right, membership });
  switch (added.left._tag) {
    case 'AlreadyMember': {
      // Another sign-in of the same person made them a member a moment ago: theirs it is.
      const role = await deps.members.roleOf(policy.tenantId, user.right.id)();
      if (E.isLeft(role)) return role;
      return E.right({ user: user.right, membership: { ...membership, role: O.getOrElse(() => policy.role)(role.right) } });
    }
    case 'MemberLimitReached':
      return E.left(signInRefused('join_unavailable'));
    case 'StorageError':
      return E.left(added.left);
  }
};

const userFor = async (deps: Pick<Deps, 'users' | 'ids'>, email: string, name: string, now: Date): Promise<E.Either<SignInFailure, User>> => {
  const existing = await deps.users.findByEmail(email)();
  if (E.isLeft(existing)) return existing;
  if (O.isSome(existing.right)) return E.right(existing.right.value);
  const id = userId(deps.ids.next());
  // A name the provider gives that is no valid display name gives way to the e-mail's local part.
  const user = E.orElse(() => createUser({ id, email, name: email.split('@')[0] ?? email, now }))(createUser({ id, email, name, now }));
  if (E.isLeft(user)) return E.left(signInRefused('email_missing'));
  const inserted = await deps.users.insert(user.right)();
  if (E.isRight(inserted)) return E.right(user.right);
  if (inserted.left._tag !== 'EmailTaken') return E.left(inserted.left);
  // Another sign-in of the same person created the user a moment ago: theirs it is.
  const taken = await deps.users.findByEmail(email)();
  if (E.isLeft(taken)) return taken;
  return O.isSome(taken.right) ? E.right(taken.right.value) : E.left(signInRefused('not_a_member'));
};
