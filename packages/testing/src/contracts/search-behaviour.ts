import type { TenantId } from '@quire/domain/ids';
import { type Page, type SearchKey, searchKeyOf } from '@quire/ports/library/search/search';
import { type LibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';

type Named = { readonly id: string; readonly name: string };

type SearchRequest = { readonly q: string | null; readonly limit: number; readonly after: SearchKey | null };

/** How the shared search behaviour reaches one resource's store. */
export type Searchable<A extends Named> = {
  /** Stores a resource of this name (a valid identifier, so that it suits every resource) in the tenant. */
  readonly given: (stores: LibraryStores, tenantId: TenantId, name: string) => Promise<A>;
  readonly search: (stores: LibraryStores, tenantId: TenantId, request: SearchRequest) => Promise<Page<A>>;
  /** Deletes the resource (to show that a cursor outlives its row). */
  readonly remove: (stores: LibraryStores, item: A) => Promise<void>;
};

const names = (page: Page<Named>): ReadonlyArray<string> => page.items.map((item) => item.name);

/** Every page from the first, `between` running after each page (to insert rows while a client pages). */
const allPages = async <A extends Named>(
  fetch: (after: SearchKey | null) => Promise<Page<A>>,
  between: (page: number) => Promise<void> = async () => undefined,
): Promise<ReadonlyArray<A>> => {
  const items: A[] = [];
  let after: SearchKey | null = null;
  for (let page = 1; page < 100; page += 1) {
    const answer: Page<A> = await fetch(after);
    items.push(...answer.items);
    if (answer.next === null) return items;
    after = answer.next;
    await between(page);
  }
  throw new Error('paging did not end');
};

/**
 * The search rules every library search shares (docs/api.md#search-and-paging): order by name key then id, `q` as a
 * case-insensitive substring with LIKE's wildcards taken literally, `limit`, keyset cursors that
 * neither repeat nor skip rows while rows are inserted, and nothing of another tenant.
 */
export const searchBehaviour = <A extends Named>(stores: () => LibraryStores, searchable: Searchable<A>): void => {
  const given = async (tenantId: TenantId, ...each: ReadonlyArray<string>): Promise<A[]> => {
    const made: A[] = [];
    for (const name of each) made.push(await searchable.given(stores(), tenantId, name));
    return made;
  };
  const search = (tenantId: TenantId, request: Partial<SearchRequest> = {}) => searchable.search(stores(), tenantId, { q: null, limit: 100, after: null, ...request });

  describe('search', () => {
    it('answers everything of the tenant ordered by name, ignoring case, by code point', async () => {
      const tenantId = await givenTenant(stores());
      await given(tenantId, 'beta', 'Alpha', 'a_b', 'Zulu', 'aa', 'AB9');
      expect(names(await search(tenantId))).toEqual(['a_b', 'aa', 'AB9', 'Alpha', 'beta', 'Zulu']);
    });

    it('answers nothing of another tenant', async () => {
      const [mine, theirs] = [await givenTenant(stores()), await givenTenant(stores())];
      await given(theirs, 'Theirs');
      expect(await search(mine)).toEqual({ items: [], next: null });
      expect(await search(mine, { q: 'theirs' })).toEqual({ items: [], next: null });
    });

    it('filters by q as a substring of the name, ignoring case', async () => {
      const tenantId = await givenTenant(stores());
      await given(tenantId, 'Client_Name', 'client_age', 'Spouse_Name');
      expect(names(await search(tenantId, { q: 'NAME' }))).toEqual(['Client_Name', 'Spouse_Name']);
      expect(names(await search(tenantId, { q: 'ient_' }))).toEqual(['client_age', 'Client_Name']);
      expect(names(await search(tenantId, { q: 'nothing' }))).toEqual([]);
    });

    it("takes LIKE's wildcards in q literally", async () => {
      const tenantId = await givenTenant(stores());
      await given(tenantId, 'a_b', 'axb');
      expect(names(await search(tenantId, { q: 'a_b' }))).toEqual(['a_b']);
      expect(names(await search(tenantId, { q: '%' }))).toEqual([]);
      expect(names(await search(tenantId, { q: '!' }))).toEqual([]);
      expect(names(await search(tenantId, { q: '\\' }))).toEqual([]);
      expect(names(await search(tenantId, { q: 'a_b\u0001' }))).toEqual([]);
    });

    it('answers at most limit items and the key to continue after the last', async () => {
      const tenantId = await givenTenant(stores());
      const [c, a, b] = await given(tenantId, 'c1', 'a1', 'b1');
      const first = await search(tenantId, { limit: 2 });
      expect(first.items).toEqual([a, b]);
      expect(first.next).toEqual(searchKeyOf(b as A));
      const second = await search(tenantId, { limit: 2, after: first.next });
      expect(second).toEqual({ items: [c], next: null });
    });

    it('answers no next key when the last page is exactly full', async () => {
      const tenantId = await givenTenant(stores());
      await given(tenantId, 'a1', 'b1');
      expect((await search(tenantId, { limit: 2 })).next).toBeNull();
    });

    it('pages without duplicates or gaps while rows are inserted between pages', async () => {
      const tenantId = await givenTenant(stores());
      const originals = await given(tenantId, ...['n02', 'n04', 'n06', 'n08', 'n10', 'n12', 'n14', 'n16']);
      const inserted: string[] = ['n01', 'n07', 'n09', 'n13', 'n15', 'n99', 'n00', 'n11', 'n17'];
      const seen = await allPages(
        (after) => search(tenantId, { limit: 3, after }),
        async () => {
          // One row before everything, and two more anywhere: some land behind the cursor, some ahead.
          await given(tenantId, ...inserted.splice(0, 3));
        },
      );
      const seenNames = seen.map((item) => item.name);
      expect(new Set(seenNames).size).toBe(seenNames.length);
      expect([...seenNames].sort()).toEqual(seenNames);
      for (const original of originals) expect(seenNames).toContain(original.name);
      expect(seenNames).toContain('n99');
      expect(seenNames).not.toContain('n01');
    });

    it('continues after a cursor whose row was deleted meanwhile', async () => {
      const tenantId = await givenTenant(stores());
      const [, b, c] = await given(tenantId, 'a1', 'b1', 'c1');
      const first = await search(tenantId, { limit: 2 });
      await searchable.remove(stores(), b as A);
      expect((await search(tenantId, { limit: 2, after: first.next })).items).toEqual([c]);
    });

    it('pages the filtered results with q', async () => {
      const tenantId = await givenTenant(stores());
      await given(tenantId, 'x_keep1', 'x_drop1', 'x_keep2', 'x_drop2', 'x_keep3');
      const seen = await allPages((after) => search(tenantId, { q: 'KEEP', limit: 2, after }));
      expect(seen.map((item) => item.name)).toEqual(['x_keep1', 'x_keep2', 'x_keep3']);
    });
  });
};
