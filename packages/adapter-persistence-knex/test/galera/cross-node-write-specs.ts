import { type ApiKeyId, apiKeyId, type TenantId, type UserId } from '@quire/domain/ids';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import { arbitraryApiKey, arbitraryUser } from '@quire/testing/builders/accounts';
import { later, T0 } from '@quire/testing/builders/instants';
import { arbitrarySnippet } from '@quire/testing/builders/library';
import { arbitraryWebhook } from '@quire/testing/builders/webhooks';
import { givenTenant } from '@quire/testing/contracts/given-tenant';
import { expectRight } from '@quire/testing/contracts/run-task';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { KnexApiKeyRepository } from '../../src/accounts/knex-api-key-repository';
import { KnexTenantRepository } from '../../src/accounts/knex-tenant-repository';
import { KnexMemberRepository } from '../../src/accounts/knex-member-repository';
import { KnexUserRepository } from '../../src/accounts/knex-user-repository';
import { KnexIdempotencyStore } from '../../src/idempotency/knex-idempotency-store';
import { KnexSnippetRepository } from '../../src/library/knex-snippet-repository';
import { deadlockRetryCounts } from '../../src/platform/deadlock-retries';
import { KnexRateLimiter } from '../../src/rate-limit/knex-rate-limiter';
import { KnexWebhookRepository } from '../../src/webhooks/knex-webhook-repository';
import type { GaleraWorld } from './galera-world';

/** Requests in each race, split between nodes 1 and 2 (the run sent 40). */
const RACERS = 40;

/** Runs `racer` RACERS times at once, alternating between nodes 1 and 2. */
const race = <A>(racer: (db: Knex, index: number) => Promise<A>, db: (node: number) => Knex): Promise<ReadonlyArray<A>> =>
  Promise.all(Array.from({ length: RACERS }, (_, index) => racer(db(index % 2), index)));

/** The outcomes of the racers, counted. */
const tally = (outcomes: ReadonlyArray<string>): Record<string, number> => outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});

type Versioned = { readonly version: number };

/** A versioned resource as its repository stores it on one node: read it, write it at the next version. */
type VersionedStore<A extends Versioned> = {
  readonly find: (db: Knex) => TE.TaskEither<StorageError, O.Option<A>>;
  readonly write: (db: Knex, item: A) => TE.TaskEither<StorageError | VersionConflict | { readonly _tag: string }, void>;
};

/**
 * One request with `If-Match: <expected>` as the use cases run it: read the resource (causal), refuse
 * with 412 when its version is not the expected one, else write it at the next version. Answers
 * `ok`, `412` (a version moved on, seen at the read or at the write) or the error's tag.
 */
const ifMatchUpdate = async <A extends Versioned>(db: Knex, store: VersionedStore<A>, expected: number, change: (item: A) => A): Promise<string> => {
  const found = await store.find(db)();
  if (E.isLeft(found)) return found.left._tag;
  if (O.isNone(found.right)) return 'missing';
  if (found.right.value.version !== expected) return '412';
  const written = await store.write(db, { ...change(found.right.value), version: expected + 1 })();
  if (E.isRight(written)) return 'ok';
  return written.left._tag === 'VersionConflict' ? '412' : written.left._tag;
};

/** A resource stored through node 1: its version then, one racer's If-Match update of it on a node, and its version as a node reads it. */
type Raced = { readonly version: number; readonly update: (db: Knex, racer: number) => Promise<string>; readonly versionOn: (db: Knex) => Promise<O.Option<number>> };

const raced = <A extends Versioned>(created: A, store: VersionedStore<A>, change: (item: A, racer: number) => A): Raced => ({
  version: created.version,
  update: (db, racer) => ifMatchUpdate(db, store, created.version, (item) => change(item, racer)),
  versionOn: async (db) => O.map((item: A) => item.version)(await expectRight(store.find(db))),
});

/** Writes that must hold across nodes: optimistic concurrency, idempotency keys, rate-limit buckets. */
export const crossNodeWriteSpecs = ({ db }: GaleraWorld): void => {
  const givenTenantId = (): Promise<TenantId> => givenTenant({ tenants: new KnexTenantRepository(db(0)) });
  const givenUser = async (tenantId: TenantId): Promise<UserId> => {
    const user = arbitraryUser();
    await expectRight(new KnexUserRepository(db(0)).insert(user));
    await expectRight(new KnexMemberRepository(db(0)).add({ tenantId, userId: user.id, role: 'owner', createdAt: T0 }, 1000));
    return user.id;
  };

  /** `created` inserted through node 1, then raced: each racer reads it with `find` and updates it, as `change` makes it, through its own node. */
  const insertedAndRaced = async <A extends Versioned, R extends { insert(item: A): TE.TaskEither<unknown, void>; update(item: A): ReturnType<VersionedStore<A>['write']> }>(
    created: A,
    repositoryOn: (node: Knex) => R,
    find: (repository: R) => TE.TaskEither<StorageError, O.Option<A>>,
    change: (item: A, racer: number) => A,
  ): Promise<Raced> => {
    await expectRight(repositoryOn(db(0)).insert(created));
    return raced(created, { find: (node) => find(repositoryOn(node)), write: (node, item) => repositoryOn(node).update(item) }, change);
  };

  const RESOURCES: ReadonlyArray<[string, () => Promise<Raced>]> = [
    [
      'a snippet (a library write: it bumps the tenant revision too)',
      async () => {
        const snippet = arbitrarySnippet({ tenantId: await givenTenantId() });
        return insertedAndRaced(snippet, (node) => new KnexSnippetRepository(node), (snippets) => snippets.findById(snippet.tenantId, snippet.id), (item, racer) => ({ ...item, description: `racer ${racer}` }));
      },
    ],
    [
      'a webhook',
      async () => {
        const webhook = arbitraryWebhook({ tenantId: await givenTenantId() });
        return insertedAndRaced(webhook, (node) => new KnexWebhookRepository(node), (webhooks) => webhooks.findById(webhook.tenantId, webhook.id), (item, racer) => ({ ...item, description: `racer ${racer}` }));
      },
    ],
    [
      'an API key',
      async () => {
        const tenantId = await givenTenantId();
        const key = arbitraryApiKey({ tenantId, userId: await givenUser(tenantId) });
        return insertedAndRaced(key, (node) => new KnexApiKeyRepository(node), (keys) => keys.findByIdForUser(key.userId, key.id), (item, racer) => ({ ...item, name: `racer ${racer}` }));
      },
    ],
  ];

  describe.each(RESOURCES)(`${RACERS} If-Match updates of %s split over two nodes`, (_name, given) => {
    it('change it once, and answer the others 412 (never a storage error)', async () => {
      const resource = await given();
      expect(tally(await race(resource.update, db))).toEqual({ ok: 1, '412': RACERS - 1 });
      expect(await resource.versionOn(db(2))).toEqual(O.some(resource.version + 1));
    });
  });

  describe('an API key revoked through one node', () => {
    it('is seen revoked by the very next lookup on another node', async () => {
      const tenantId = await givenTenantId();
      const key = arbitraryApiKey({ tenantId, userId: await givenUser(tenantId) });
      await expectRight(new KnexApiKeyRepository(db(0)).insert(key));
      for (let round = 0; round < 20; round += 1) {
        const current = await expectRight(new KnexApiKeyRepository(db(0)).findByIdForUser(key.userId, key.id));
        if (O.isNone(current)) throw new Error('the key is gone');
        const status = round % 2 === 0 ? 'inactive' : 'active';
        await expectRight(new KnexApiKeyRepository(db(0)).update({ ...current.value, status, version: current.value.version + 1 }));
        const seen = await expectRight(new KnexApiKeyRepository(db(1 + (round % 2))).findByDigest(key.digest));
        expect(O.map((found: { status: string }) => found.status)(seen)).toEqual(O.some(status));
      }
    });
  });

  describe('one Idempotency-Key claimed concurrently on two nodes', () => {
    const claim = (node: Knex, tenantId: TenantId, key: string) =>
      expectRight(new KnexIdempotencyStore(node).claim({ tenantId, key, requestHash: 'a'.repeat(64), now: T0, expiresAt: later(86_400_000), abandonedBefore: later(-60_000) }));

    it(`is claimed by one of ${RACERS} requests, the others told it is in progress; one row`, async () => {
      const tenantId = await givenTenantId();
      const claims = await race((node) => claim(node, tenantId, 'order-7'), db);
      expect(tally(claims.map((answer) => answer._tag))).toEqual({ Claimed: 1, InProgress: RACERS - 1 });
      expect(await db(2)('idempotency_keys').where({ tenant_id: tenantId }).count({ rows: '*' })).toEqual([{ rows: 1 }]);
    });

    it('once answered on one node, is replayed by the next request on another', async () => {
      const tenantId = await givenTenantId();
      for (let round = 0; round < 20; round += 1) {
        const key = `order-${round}`;
        expect(await claim(db(0), tenantId, key)).toEqual({ _tag: 'Claimed' });
        await expectRight(new KnexIdempotencyStore(db(0)).complete(tenantId, key, { status: 201, headers: {}, body: Buffer.from(key) }));
        expect(await claim(db(1 + (round % 2)), tenantId, key)).toEqual({ _tag: 'Replay', response: { status: 201, headers: {}, body: Uint8Array.from(Buffer.from(key)) } });
      }
    });
  });

  describe(`a rate-limit bucket taken from by ${RACERS} requests of one key on two nodes at once`, () => {
    it('answers each of them, and allows exactly the burst (no take lost, none granted twice)', async () => {
      const limit = { perSecond: 1, burst: 15 };
      const keyId: ApiKeyId = apiKeyId(`galera-key-${Date.now()}`);
      const before = deadlockRetryCounts();
      const decisions = await race((node) => expectRight(new KnexRateLimiter(node, limit).take(keyId, T0)), db);
      expect(tally(decisions.map((decision) => (decision.allowed ? 'allowed' : 'refused')))).toEqual({ allowed: limit.burst, refused: RACERS - limit.burst });
      // The takes that lost to the other node's (1213, at COMMIT or before) ran again, and none gave up.
      expect(deadlockRetryCounts().retried).toBeGreaterThan(before.retried);
      expect(deadlockRetryCounts().gaveUp).toBe(before.gaveUp);
    });
  });
};
