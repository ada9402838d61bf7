import type { TenantId } from '@quire/domain/ids';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type LibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectOneWinnerOfNameRace } from './name-race';
import { expectLeft, expectRight } from './run-task';
import type { VersionedRepository } from './versioned-behaviour';

type Named = { readonly id: string; readonly tenantId: TenantId; readonly name: string; readonly version: number };

/** How the shared behaviour reaches one library resource whose names are unique in a tenant. */
export type NamedStore<A extends Named> = {
  /** The resource NameTaken names (`ConditionalRule`, `Snippet`, `FormTemplate`). */
  readonly resource: string;
  readonly repository: (stores: LibraryStores) => VersionedRepository<A> & { findByName(tenantId: TenantId, name: string): TE.TaskEither<unknown, O.Option<A>> };
  /** A new item of the tenant with this name, not stored yet. */
  readonly arbitrary: (tenantId: TenantId, name: string) => A;
};

/**
 * What every library repository with unique names does alike: a name another item of the tenant
 * has (compared by `nameKey`: ignoring case, surrounding spaces, runs of white space and
 * typographic quotes) is refused on insert and on rename with
 * NameTaken (naming the item that has it), leaving what is stored as it was; another tenant may
 * use the name, a deleted item frees it, and of two inserts racing for one name exactly one wins.
 */
export const uniqueNameBehaviour = <A extends Named>(stores: () => LibraryStores, store: NamedStore<A>): void => {
  const repository = () => store.repository(stores());
  const given = async (tenantId: TenantId, name: string): Promise<A> => {
    const item = store.arbitrary(tenantId, name);
    await expectRight(repository().insert(item));
    return item;
  };
  const stored = (item: A) => expectRight(repository().findById(item.tenantId, item.id));

  describe('names', () => {
    it.each([
      ['case and surrounding spaces', 'Signature Block', ' signature BLOCK', 'SIGNATURE block'],
      ['its quotes and inner white space', "Client's Clause", 'Client\u2019s  Clause', 'client\u2018s clause'],
    ])('refuses a name another item of the tenant has but for %s, with NameTaken', async (_differing, name, clashing, lookedUp) => {
      const tenantId = await givenTenant(stores());
      const first = await given(tenantId, name);
      const clash = store.arbitrary(tenantId, clashing);
      expect(await expectLeft(repository().insert(clash))).toEqual({ _tag: 'NameTaken', resource: store.resource, name: clashing, takenBy: first.id });
      expect(await stored(clash)).toEqual(O.none);
      expect(await expectRight(repository().findByName(tenantId, lookedUp))).toEqual(O.some(first));
    });

    it("refuses a rename onto another item's name and keeps the stored item", async () => {
      const tenantId = await givenTenant(stores());
      const first = await given(tenantId, 'Signature Block');
      const second = await given(tenantId, 'Other');
      expect(await expectLeft(repository().update({ ...second, name: 'SIGNATURE BLOCK', version: second.version + 1 }))).toEqual({
        _tag: 'NameTaken',
        resource: store.resource,
        name: 'SIGNATURE BLOCK',
        takenBy: first.id,
      });
      expect(await stored(second)).toEqual(O.some(second));
    });

    it('lets another tenant use the name, and a deleted item free it', async () => {
      const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
      await given(theirs, 'Signature Block');
      const item = await given(mine, 'Signature Block');
      await expectRight(repository().delete(mine, item.id, item.version));
      await given(mine, 'signature block');
    });

    it("finds another tenant's item neither by its name nor by its id", async () => {
      const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
      const item = await given(mine, 'Signature Block');
      expect(await expectRight(repository().findByName(theirs, item.name))).toEqual(O.none);
      expect(await expectRight(repository().findById(theirs, item.id))).toEqual(O.none);
    });

    it('lets exactly one of two racing inserts win; the other gets NameTaken', async () => {
      const tenantId = await givenTenant(stores());
      await expectOneWinnerOfNameRace(repository().insert(store.arbitrary(tenantId, 'Raced')), repository().insert(store.arbitrary(tenantId, 'RACED')), store.resource);
    });
  });
};
