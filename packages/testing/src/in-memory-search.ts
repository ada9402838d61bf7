import { type Page, type PageRequest, compareSearchKeys, pageOf, searchKeyOf } from '@quire/ports/library/search/search';

/** A page of the rows that `keep` accepts, in search order, after the request's key. */
export const searchInMemory = <A extends { readonly id: string; readonly name: string }>(
  sortedRows: ReadonlyArray<A>,
  request: PageRequest,
  keep: (row: A) => boolean,
): Page<A> => {
  const after = request.after;
  const matching = sortedRows.filter((row) => (after === null || compareSearchKeys(searchKeyOf(row), after) > 0) && keep(row));
  return pageOf(matching.slice(0, request.limit + 1), request.limit);
};
