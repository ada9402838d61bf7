import type { TenantId } from '@quire/domain/ids';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type LibraryStores, givenTenant } from './library-fixture';
import { expectLeft, expectRight } from './run-task';

type Versioned = { readonly id: string; readonly tenantId: TenantId; readonly version: number };

/** How the shared behaviour reaches one library resource's store. */
export type VersionedStore<A extends Versioned> = {
  /** A new item of the tenant, not stored yet. */
  readonly arbitrary: (tenantId: TenantId) => A;
  readonly insert: (stores: LibraryStores, item: A) => TE.TaskEither<unknown, void>;
  /** The item with its own fields changed, one version on. */
  readonly changed: (item: A) => A;
  readonly update: (stores: LibraryStores, item: A) => TE.TaskEither<unknown, void>;
  readonly delete: (stores: LibraryStores, tenantId: TenantId, id: A['id'], version: number) => TE.TaskEither<unknown, void>;
  readonly findById: (stores: LibraryStores, tenantId: TenantId, id: A['id']) => TE.TaskEither<unknown, O.Option<A>>;
};

const conflict = (expected: number) => ({ _tag: 'VersionConflict', expected });

/**
 * What every library repository does alike with versions and tenants: an update is stored only
 * over the version it follows, a delete only at the version that was read, and nothing is found,
 * changed or deleted through another tenant (each answered as VersionConflict, leaving the row as it was).
 */
export const versionedBehaviour = <A extends Versioned>(stores: () => LibraryStores, store: VersionedStore<A>): void => {
  const given = async (tenantId: TenantId): Promise<A> => {
    const item = store.arbitrary(tenantId);
    await expectRight(store.insert(stores(), item));
    return item;
  };
  const stored = (item: A) => expectRight(store.findById(stores(), item.tenantId, item.id));

  describe('optimistic concurrency', () => {
    it('stores an update over the version it follows', async () => {
      const item = await given(await givenTenant(stores()));
      const changed = store.changed(item);
      await expectRight(store.update(stores(), changed));
      expect(await stored(item)).toEqual(O.some(changed));
    });

    it('refuses a stale update with VersionConflict and keeps what is stored', async () => {
      const item = await given(await givenTenant(stores()));
      const first = store.changed(item);
      await expectRight(store.update(stores(), first));
      expect(await expectLeft(store.update(stores(), store.changed(item)))).toEqual(conflict(1));
      expect(await stored(item)).toEqual(O.some(first));
    });

    it('refuses an update of an item that does not exist', async () => {
      const unknown = store.changed(store.arbitrary(await givenTenant(stores())));
      expect(await expectLeft(store.update(stores(), unknown))).toEqual(conflict(1));
      expect(await stored(unknown)).toEqual(O.none);
    });

    it('deletes only the version that was read, and nothing unknown', async () => {
      const tenantId = await givenTenant(stores());
      const item = await given(tenantId);
      expect(await expectLeft(store.delete(stores(), tenantId, item.id, 2))).toEqual(conflict(2));
      expect(await expectLeft(store.delete(stores(), tenantId, 'no-such-item' as A['id'], 1))).toEqual(conflict(1));
      expect(await stored(item)).toEqual(O.some(item));
      await expectRight(store.delete(stores(), tenantId, item.id, 1));
      expect(await stored(item)).toEqual(O.none);
      expect(await expectLeft(store.delete(stores(), tenantId, item.id, 1))).toEqual(conflict(1));
    });
  });

  describe('another tenant', () => {
    it('can neither find, change nor delete the item', async () => {
      const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
      const item = await given(mine);
      expect(await expectRight(store.findById(stores(), theirs, item.id))).toEqual(O.none);
      expect(await expectLeft(store.update(stores(), { ...store.changed(item), tenantId: theirs }))).toEqual(conflict(1));
      expect(await expectLeft(store.delete(stores(), theirs, item.id, 1))).toEqual(conflict(1));
      expect(await stored(item)).toEqual(O.some(item));
    });
  });
};
