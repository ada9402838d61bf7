import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '@quire/domain/sessions/session';
import { arbitraryTenant, arbitraryUser } from '@quire/testing/builders/accounts';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import { identityProviderError } from '@quire/ports/sessions/identity-provider';
import * as O from 'fp-ts/Option';
import { left, right } from '../../test/in-memory-world';
import { type SessionSettings, SIGN_IN_ATTEMPT_MS } from './session-settings';
import { sessionUseCases } from './session-use-cases';

const MINUTE = 60_000;

const setUp = async (settings: SessionSettings = { join: undefined }) => {
  const ports = createInMemoryAdapters();
  ports.identityProvider.configure('Acme ID');
  const tenant = arbitraryTenant();
  const user = arbitraryUser({ email: 'ada@example.com', name: 'Ada' });
  await ports.tenants.insert(tenant)();
  await ports.users.insert(user)();
  await ports.members.add({ tenantId: tenant.id, userId: user.id, role: 'author', createdAt: ports.clock.now() }, 1000)();
  ports.identityProvider.identity = { subject: 'ada', email: 'Ada@Example.com', emailVerified: true, name: 'Ada L.' };
  const sessions = sessionUseCases(ports, settings);
  /** Begins a sign-in and comes back from the provider with its state (or `state`). */
  const signIn =
    (options: { tenantId?: string; state?: string; attempt?: (sealed: string) => string | undefined } = {}): ReturnType<typeof sessions.finishSignIn> =>
    async () => {
      const begun = await right(sessions.beginSignIn({ tenantId: options.tenantId, returnTo: '/console/#/keys' }));
      const state = options.state ?? new URL(begun.url).searchParams.get('state') ?? '';
      return sessions.finishSignIn({ attempt: options.attempt === undefined ? begun.attempt : options.attempt(begun.attempt), callbackQuery: `code=abc&state=${state}` })();
    };
  return { ports, tenant, user, sessions, signIn };
};

describe('signing in with the identity provider', () => {
  describe('when the provider vouches for the e-mail of a member', () => {
    it('starts a session in their tenant, storing only the digest of its secret', async () => {
      const { ports, tenant, user, signIn } = await setUp();
      const signedIn = await right(signIn());
      expect(signedIn).toMatchObject({ user: { id: user.id }, returnTo: '/console/#/keys', joined: false, session: { tenantId: tenant.id, userId: user.id } });
      expect(signedIn.secret).toMatch(/^qs_[0-9A-Za-z]{43}$/);
      expect(signedIn.session.digest).not.toContain(signedIn.secret);
      expect(signedIn.session.expiresAt.getTime() - ports.clock.now().getTime()).toBe(SESSION_LIFETIME_MS);
      expect(await right(ports.sessions.findByDigest(ports.hasher.digest(signedIn.secret)))).toEqual(O.some(signedIn.session));
      expect(ports.sessions.size).toBe(1);
    });

    it('signs in to the tenant asked for, and refuses one the person is no member of', async () => {
      const { ports, user, signIn } = await setUp();
      const second = arbitraryTenant();
      await ports.tenants.insert(second)();
      ports.clock.advance(MINUTE);
      await ports.members.add({ tenantId: second.id, userId: user.id, role: 'drafter', createdAt: ports.clock.now() }, 1000)();
      expect((await right(signIn({ tenantId: second.id }))).session.tenantId).toBe(second.id);
      await expect(left(signIn({ tenantId: 'not-theirs' }))).resolves.toEqual({ _tag: 'SignInRefused', reason: 'not_a_member' });
    });
  });

  describe('when the e-mail is not verified, or missing', () => {
    it('refuses the sign-in and starts no session', async () => {
      const { ports, signIn } = await setUp();
      ports.identityProvider.identity = { subject: 'ada', email: 'ada@example.com', emailVerified: false, name: undefined };
      await expect(left(signIn())).resolves.toEqual({ _tag: 'SignInRefused', reason: 'email_unverified' });
      ports.identityProvider.identity = { subject: 'ada', email: undefined, emailVerified: true, name: undefined };
      await expect(left(signIn())).resolves.toEqual({ _tag: 'SignInRefused', reason: 'email_missing' });
      expect(ports.sessions.size).toBe(0);
    });
  });

  describe('when no membership matches the e-mail', () => {
    it('refuses the person when joining is off', async () => {
      const { ports, signIn } = await setUp();
      ports.identityProvider.identity = { subject: 'eve', email: 'eve@example.com', emailVerified: true, name: 'Eve' };
      await expect(left(signIn())).resolves.toEqual({ _tag: 'SignInRefused', reason: 'not_a_member' });
      expect(O.isNone(await right(ports.users.findByEmail('eve@example.com')))).toBe(true);
    });

    it('makes them a member of the join tenant when joining is on, a user for a new e-mail included', async () => {
      const tenant = arbitraryTenant();
      const { ports, signIn } = await setUp({ join: { role: 'drafter', tenantId: tenant.id } });
      await ports.tenants.insert(tenant)();
      ports.identityProvider.identity = { subject: 'eve', email: 'eve@example.com', emailVerified: true, name: 'Eve Example' };
      const signedIn = await right(signIn());
      expect(signedIn).toMatchObject({ joined: true, user: { email: 'eve@example.com', name: 'Eve Example' }, session: { tenantId: tenant.id } });
      expect(await right(ports.members.roleOf(tenant.id, signedIn.user.id))).toEqual(O.some('drafter'));
      // The second time they are a member already.
      expect((await right(signIn())).joined).toBe(false);
    });

    it('refuses them when the join tenant no longer exists', async () => {
      const { ports, signIn } = await setUp({ join: { role: 'drafter', tenantId: arbitraryTenant().id } });
      ports.identityProvider.identity = { subject: 'eve', email: 'eve@example.com', emailVerified: true, name: 'Eve' };
      await expect(left(signIn())).resolves.toEqual({ _tag: 'SignInRefused', reason: 'join_unavailable' });
    });
  });

  describe('when the callback does not belong to the attempt', () => {
    it('refuses a missing, tampered or late attempt, and a state of another attempt', async () => {
      const { ports, signIn } = await setUp();
      await expect(left(signIn({ attempt: () => undefined }))).resolves.toEqual({ _tag: 'SignInRefused', reason: 'attempt_missing' });
      await expect(left(signIn({ attempt: (sealed) => sealed.slice(0, -6) }))).resolves.toEqual({ _tag: 'SignInRefused', reason: 'attempt_missing' });
      await expect(left(signIn({ attempt: () => ports.secretBox.seal('{"state":1}') }))).resolves.toEqual({ _tag: 'SignInRefused', reason: 'attempt_missing' });
      await expect(left(signIn({ state: 'state-999' }))).resolves.toEqual(identityProviderError('refused', 'state_mismatch'));
      const late = signIn({
        attempt: (sealed) => {
          ports.clock.advance(SIGN_IN_ATTEMPT_MS);
          return sealed;
        },
      });
      await expect(left(late)).resolves.toEqual({ _tag: 'SignInRefused', reason: 'attempt_expired' });
      expect(ports.sessions.size).toBe(0);
    });
  });

  describe('when the provider is down', () => {
    it('answers its failure, to begin and to finish', async () => {
      const { ports, sessions } = await setUp();
      ports.identityProvider.failure = identityProviderError('unavailable', 'ECONNREFUSED');
      await expect(left(sessions.beginSignIn({ tenantId: undefined, returnTo: '/console/' }))).resolves.toEqual(identityProviderError('unavailable', 'ECONNREFUSED'));
    });
  });
});

describe('a session', () => {
  it('authenticates as its user in its tenant, with a rate-limit key of its own', async () => {
    const { tenant, user, sessions, signIn } = await setUp();
    const { secret, session } = await right(signIn());
    expect((await right(sessions.authenticateSession(secret))).principal).toEqual({
      tenantId: tenant.id,
      userId: user.id,
      keyId: `session:${session.id}`,
      keyPrefix: 'session',
      memberRole: 'author',
      keyRole: 'author',
      sessionId: session.id,
    });
  });

  it("acts with the member's role as it is now, and not once they are no member", async () => {
    const { ports, tenant, user, sessions, signIn } = await setUp();
    const { secret } = await right(signIn());
    const owner = arbitraryUser();
    await ports.users.insert(owner)();
    await ports.members.add({ tenantId: tenant.id, userId: owner.id, role: 'owner', createdAt: ports.clock.now() }, 1000)();
    await right(ports.members.changeRole(tenant.id, user.id, 'auditor'));
    expect((await right(sessions.authenticateSession(secret))).principal).toMatchObject({ memberRole: 'auditor', keyRole: 'auditor' });
    await right(ports.members.remove(tenant.id, user.id, ports.clock.now()));
    await expect(left(sessions.authenticateSession(secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'session_ended' });
    expect(ports.sessions.size).toBe(0);
  });

  it('refuses what is no secret of a session', async () => {
    const { sessions } = await setUp();
    await expect(left(sessions.authenticateSession('qk_nonsense'))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'session_unknown' });
    await expect(left(sessions.authenticateSession(`qs_${'A'.repeat(43)}`))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'session_unknown' });
  });

  it('ends after 8 hours without use, and is deleted then', async () => {
    const { ports, sessions, signIn } = await setUp();
    const { secret } = await right(signIn());
    ports.clock.advance(SESSION_IDLE_MS - 1);
    await right(sessions.authenticateSession(secret));
    ports.clock.advance(SESSION_IDLE_MS - 1);
    await right(sessions.authenticateSession(secret));
    ports.clock.advance(SESSION_IDLE_MS);
    await expect(left(sessions.authenticateSession(secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'session_ended' });
    expect(ports.sessions.size).toBe(0);
  });

  it('ends 7 days after sign-in however much it is used', async () => {
    const { ports, sessions, signIn } = await setUp();
    const { secret, session } = await right(signIn());
    // Used every 4 hours: never idle for 8.
    while (ports.clock.now().getTime() + SESSION_IDLE_MS / 2 < session.expiresAt.getTime()) {
      ports.clock.advance(SESSION_IDLE_MS / 2);
      await right(sessions.authenticateSession(secret));
    }
    ports.clock.set(session.expiresAt);
    await expect(left(sessions.authenticateSession(secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'session_ended' });
  });

  it('records its use at most once a minute', async () => {
    const { ports, sessions, signIn } = await setUp();
    const { secret, session } = await right(signIn());
    const touches = jest.spyOn(ports.sessions, 'touchLastSeen');
    ports.clock.advance(MINUTE - 1);
    await right(sessions.authenticateSession(secret));
    expect(touches).not.toHaveBeenCalled();
    ports.clock.advance(1);
    await right(sessions.authenticateSession(secret));
    expect(touches).toHaveBeenCalledWith(session.id, ports.clock.now());
  });

  it('ends when its member is removed (sessions.endForUser), and with sign-out', async () => {
    const { ports, tenant, user, sessions, signIn } = await setUp();
    const first = await right(signIn());
    const second = await right(signIn());
    expect(await right(ports.sessions.endForUser(tenant.id, user.id))).toBe(2);
    await expect(left(sessions.authenticateSession(first.secret))).resolves.toEqual({ _tag: 'Unauthenticated', reason: 'session_unknown' });
    const third = await right(signIn());
    await right(sessions.signOut(third.secret));
    await right(sessions.signOut(third.secret));
    await right(sessions.signOut(undefined));
    await expect(left(sessions.authenticateSession(third.secret))).resolves.toMatchObject({ reason: 'session_unknown' });
    expect(second.secret).not.toBe(third.secret);
  });

  it('has a CSRF token that is neither its secret nor its stored digest, and that no other session shares', async () => {
    const { sessions, signIn } = await setUp();
    const one = await right(signIn());
    const other = await right(signIn());
    expect(sessions.csrfMatches(one.secret, one.csrfToken)).toBe(true);
    expect(sessions.csrfMatches(one.secret, other.csrfToken)).toBe(false);
    expect(sessions.csrfMatches(one.secret, undefined)).toBe(false);
    expect(sessions.csrfMatches(one.secret, '')).toBe(false);
    expect([one.secret, one.session.digest]).not.toContain(one.csrfToken);
  });

  it('tells the console who is signed in, and nobody for an ended session', async () => {
    const { ports, tenant, sessions, signIn } = await setUp();
    const { secret } = await right(signIn());
    expect(await right(sessions.getSignInStatus(secret))).toMatchObject({ provider: 'Acme ID', session: { user: { email: 'ada@example.com' }, tenant: { id: tenant.id } } });
    ports.clock.advance(SESSION_IDLE_MS);
    expect(await right(sessions.getSignInStatus(secret))).toEqual({ provider: 'Acme ID', session: undefined });
    expect(await right(sessions.getSignInStatus(undefined))).toEqual({ provider: 'Acme ID', session: undefined });
  });
});
