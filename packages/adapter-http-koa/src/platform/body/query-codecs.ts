import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, MIN_PAGE_LIMIT } from '@quire/ports/library/search/search';
import * as t from 'io-ts';
import { annotate } from '../openapi/annotate';

/** `limit`: an integer from 1 to 100 written in decimal (docs/api.md#search-and-paging); absent means 25. */
export const LimitParam = annotate(
  new t.Type<number, string, unknown>(
    'LimitParam',
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= MIN_PAGE_LIMIT && u <= MAX_PAGE_LIMIT,
    (u, c) => {
      const n = typeof u === 'string' && /^\d{1,3}$/.test(u) ? Number(u) : NaN;
      return n >= MIN_PAGE_LIMIT && n <= MAX_PAGE_LIMIT ? t.success(n) : t.failure(u, c, `must be an integer from ${MIN_PAGE_LIMIT} to ${MAX_PAGE_LIMIT}`);
    },
    String,
  ),
  { type: 'integer', minimum: MIN_PAGE_LIMIT, maximum: MAX_PAGE_LIMIT, description: `${MIN_PAGE_LIMIT} to ${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT}).` },
);

/** A flag such as `force`: `true` or `false`, nothing else. */
export const BooleanParam = annotate(
  new t.Type<boolean, string, unknown>(
    'BooleanParam',
    (u): u is boolean => typeof u === 'boolean',
    (u, c) => (u === 'true' ? t.success(true) : u === 'false' ? t.success(false) : t.failure(u, c, 'must be true or false')),
    String,
  ),
  { type: 'string', enum: ['true', 'false'] },
);

/** The parameters of every search (docs/api.md#search-and-paging): `q`, `limit`, `cursor`; a search's codec adds its filters to these. */
export const pageParams = {
  q: annotate(t.string, { description: "Case-insensitive substring of the name and the resource's texts." }),
  limit: LimitParam,
  cursor: annotate(t.string, { description: 'The `nextCursor` of the previous page.' }),
};

/** A search's query codec: the paging parameters plus `filters`, all optional, nothing else (decodeQuery). */
export const searchQuery = <P extends t.Props>(filters: P, name: string) => t.exact(t.partial({ ...pageParams, ...filters }), name);

/** `DELETE` (and the `PUT`s that may break users, docs/resources.md#usage-and-changes-that-would-break-users): `?force=true` overrides "in use". */
export const ForceQuery = t.exact(t.partial({ force: BooleanParam }), 'ForceQuery');
