import type { Page } from '@quire/ports/library/search/search';
import { encodeCursor } from './search-cursor';
import type { Context } from 'koa';

/** A search answer (docs/api.md#search-and-paging): `{ items, nextCursor }`, the cursor opaque and null on the last page. */
export const pageJson = <A, J>(page: Page<A>, toJson: (item: A) => J): { readonly items: ReadonlyArray<J>; readonly nextCursor: string | null } => ({
  items: page.items.map(toJson),
  nextCursor: page.next === null ? null : encodeCursor(page.next),
});

/** Answers a page of a search, each item as `toJson` writes it. */
export const sendPage =
  <A, J>(ctx: Context, toJson: (item: A) => J) =>
  (page: Page<A>): void => {
    ctx.body = pageJson(page, toJson);
  };
