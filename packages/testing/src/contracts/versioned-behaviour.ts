import type { TenantId } from '@quire/domain/ids';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type LibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectLeft, expectRight } from './run-task';

type Versioned = { readonly id: string; readonly tenantId: TenantId; readonly version: number };

/** What the behaviour uses of a library repository (a template's adapts its insert and update, which take a file version). */
export type VersionedRepository<A extends Versioned> = {
  insert(item: A): TE.TaskEither<unknown, void>;
  update(item: A): TE.TaskEither<unknown, void>;
  delete(tenantId: TenantId, id: A['id'], version: number): TE.TaskEither<unknown, void>;
  findById(tenantId: TenantId, id: A['id']): TE.TaskEither<unknown, O.Option<A>>;
};

/** How the shared behaviour reaches one library resource. */
export type VersionedStore<A extends Versioned> = {
  readonly repository: (stores: LibraryStores) => VersionedRepository<A>;
  /** A new item of the tenant, not stored yet. */
  readonly arbitrary: (tenantId: TenantId) => A;
  /** The item with its own fields changed, one version on. */
  readonly changed: (item: A) => A;
};

const conflict = (expected: number) => ({ _tag: 'VersionConflict', expected });

/**
 * What every library repository does alike with versions and tenants: an update is stored only
 * over the version it follows, a delete only at the version that was read, and nothing is found,
 * changed or deleted through another tenant (each answered as VersionConflict, leaving the row as it was).
 */
export const versionedBehaviour = <A extends Versioned>(stores: () => LibraryStores, store: VersionedStore<A>): void => {
  const repository = () => store.repository(stores());
  const given = async (tenantId: TenantId): Promise<A> => {
    const item = store.arbitrary(tenantId);
    await expectRight(repository().insert(item));
    return item;
  };
  const stored = (item: A) => expectRight(repository().findById(item.tenantId, item.id));

  describe('optimistic concurrency', () => {
    it('stores an update over the version it follows', async () => {
      const item = await given(await givenTenant(stores()));
      const changed = store.changed(item);
      await expectRight(repository().update(changed));
      expect(await stored(item)).toEqual(O.some(changed));
    });

    it('refuses a stale update with VersionConflict and keeps what is stored', async () => {
      const item = await given(await givenTenant(stores()));
      const first = store.changed(item);
      await expectRight(repository().update(first));
      expect(await expectLeft(repository().update(store.changed(item)))).toEqual(conflict(1));
      expect(await stored(item)).toEqual(O.some(first));
    });

    it('refuses an update of an item that does not exist', async () => {
      const unknown = store.changed(store.arbitrary(await givenTenant(stores())));
      expect(await expectLeft(repository().update(unknown))).toEqual(conflict(1));
      expect(await stored(unknown)).toEqual(O.none);
    });

    it('deletes only the version that was read, and nothing unknown', async () => {
      const tenantId = await givenTenant(stores());
      const item = await given(tenantId);
      expect(await expectLeft(repository().delete(tenantId, item.id, 2))).toEqual(conflict(2));
      expect(await expectLeft(repository().delete(tenantId, 'no-such-item' as A['id'], 1))).toEqual(conflict(1));
      expect(await stored(item)).toEqual(O.some(item));
      await expectRight(repository().delete(tenantId, item.id, 1));
      expect(await stored(item)).toEqual(O.none);
      expect(await expectLeft(repository().delete(tenantId, item.id, 1))).toEqual(conflict(1));
    });
  });

  describe('another tenant', () => {
    it('can neither find, change nor delete the item', async () => {
      const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
      const item = await given(mine);
      expect(await expectRight(repository().findById(theirs, item.id))).toEqual(O.none);
      expect(await expectLeft(repository().update({ ...store.changed(item), tenantId: theirs }))).toEqual(conflict(1));
      expect(await expectLeft(repository().delete(theirs, item.id, 1))).toEqual(conflict(1));
      expect(await stored(item)).toEqual(O.some(item));
    });
  });
};
