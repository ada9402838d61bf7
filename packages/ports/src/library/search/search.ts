import { nameKey } from '@quire/domain/names';

/*
 * Search with keyset pagination (docs/api.md#search-and-paging): results ordered by name key then id, each page
 * starting strictly after the last item of the previous one. A row inserted while a client pages
 * lands before or after the cursor and never shifts what is still to come: no duplicates, no gaps.
 */

export const DEFAULT_PAGE_LIMIT = 25;
export const MIN_PAGE_LIMIT = 1;
export const MAX_PAGE_LIMIT = 100;

/**
 * The sort key of an item: its name key (`nameKey(name)`, computed in JS and stored, never
 * SQL's LOWER) and its id. Compared as UTF-8 bytes (= code points), like MySQL's `utf8mb4_bin`
 * and SQLite's BINARY collation, so every adapter orders alike.
 */
export type SearchKey = { readonly nameKey: string; readonly id: string };

export type PageRequest = {
  /** 1..100 (the edge applies the default of 25). */
  readonly limit: number;
  /** Start after this key; null for the first page. */
  readonly after: SearchKey | null;
};

export type Page<A> = {
  readonly items: ReadonlyArray<A>;
  /** The key to continue after; null on the last page. */
  readonly next: SearchKey | null;
};

export const searchKeyOf = (item: { readonly id: string; readonly name: string }): SearchKey => ({ nameKey: nameKey(item.name), id: item.id });

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

/** The order of results: name key, then id, both by UTF-8 bytes. */
export const compareSearchKeys = (a: SearchKey, b: SearchKey): number => Buffer.compare(bytes(a.nameKey), bytes(b.nameKey)) || Buffer.compare(bytes(a.id), bytes(b.id));

/**
 * The text filter `q`: trimmed and lowercased; null when empty (no filter). Adapters match it as a
 * substring of the lowercased searchable texts (escaping LIKE's `%`, `_` and the escape character).
 */
export const normaliseQuery = (q: string | null | undefined): string | null => {
  const query = q?.trim().toLowerCase() ?? '';
  return query === '' ? null : query;
};

/**
 * Builds a page from matching items in search order, of which an adapter fetched `limit + 1`
 * (the extra one only tells that there is more).
 */
export const pageOf = <A extends { readonly id: string; readonly name: string }>(sorted: ReadonlyArray<A>, limit: number): Page<A> => {
  const items = sorted.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: sorted.length > limit && last !== undefined ? searchKeyOf(last) : null };
};
