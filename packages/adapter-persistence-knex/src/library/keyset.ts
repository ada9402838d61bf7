import type { SearchKey } from '@quire/ports/library/search/search';
import { SEARCH_TEXT_SEPARATOR } from '@quire/ports/library/search/search-texts';
import type { Knex } from 'knex';

/**
 * Keeps the rows strictly after `after` in search order (name key, then id). Both dialects compare
 * these columns in binary, the order `compareSearchKeys` defines.
 */
export const afterKey = <Q extends Knex.QueryBuilder>(query: Q, after: SearchKey | null, table: string): Q =>
  after === null
    ? query
    : (query.where((outer) =>
        outer.where(`${table}.name_key`, '>', after.nameKey).orWhere((tie) => tie.where(`${table}.name_key`, after.nameKey).andWhere(`${table}.id`, '>', after.id)),
      ) as Q);

/** A LIKE pattern that finds `text` anywhere, its wildcards taken literally (use with `escape '!'`). */
export const containsPattern = (text: string): string => `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;

/** Keeps the rows whose column holds `text` (already lowercased, as the column is). */
export const whereContains = <Q extends Knex.QueryBuilder>(query: Q, column: string, text: string): Q =>
  query.whereRaw(`?? like ? escape '!'`, [column, containsPattern(text)]) as Q;

/** Keeps the rows whose `search_text` holds the normalised query; a query holding the separator matches nothing (as `matchesQuery`). */
export const whereMatchesQuery = <Q extends Knex.QueryBuilder>(query: Q, column: string, q: string): Q =>
  q.includes(SEARCH_TEXT_SEPARATOR) ? (query.whereRaw('1 = 0') as Q) : whereContains(query, column, q);
