import { tagKeysOf } from '@quire/ports/library/search/search-texts';
import type { Knex } from 'knex';
import { readJson } from '../../json-column';
import { freeName, type Suffix } from './free-name';
import type { Renamed } from './renamed-names';
import { withSearchText } from './search-text-segment';

/** A table of named rows whose `name_key` is recomputed. */
export type NamedTable = {
  readonly table: string;
  /** Whether `(tenant_id[, scope], name_key)` is unique: colliding rows are then renamed. */
  readonly unique: boolean;
  /** The column besides the tenant that names are unique within (a folder's parent). */
  readonly scope?: string;
  readonly maxName: number;
  readonly suffix: Suffix;
  /** The row keeps `search_text`, whose first text is its name. */
  readonly searchText: boolean;
  /** The row keeps `tag_keys`, the keys of its `tags`. */
  readonly tags: boolean;
};

type Row = { readonly tenant_id: string; readonly id: string; readonly name: string; readonly name_key: string; readonly [column: string]: unknown };

const groupsOf = (rows: ReadonlyArray<Row>, scope: string | undefined): ReadonlyArray<ReadonlyArray<Row>> => {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = `${row.tenant_id}\u0000${scope === undefined ? '' : String(row[scope])}`;
    const rowsOf = groups.get(group);
    if (rowsOf === undefined) groups.set(group, [row]);
    else rowsOf.push(row);
  }
  return [...groups.values()];
};

/** Which rows of one scope keep their name (the oldest holder of each key) and what the others are renamed to. */
const settle = (rows: ReadonlyArray<Row>, spec: NamedTable, keyOf: (name: string) => string): ReadonlyMap<Row, string> => {
  const renamed = new Map<Row, string>();
  if (!spec.unique) return renamed;
  const taken = new Set(rows.map((row) => keyOf(row.name)));
  const claimed = new Set<string>();
  for (const row of rows) {
    const key = keyOf(row.name);
    if (!claimed.has(key)) {
      claimed.add(key);
      continue;
    }
    const name = freeName(row.name, taken, keyOf, spec.maxName, spec.suffix);
    taken.add(keyOf(name));
    claimed.add(keyOf(name));
    renamed.set(row, name);
  }
  return renamed;
};

/**
 * Recomputes `name_key` (and `tag_keys`) of every row with `keyOf`. Where two rows of a tenant (and
 * scope) now share a key, the older (by `created_at`, then id) keeps its name and each newer one
 * is renamed (`freeName`), its version increased. Renames are written first: their keys are new to
 * the table, and once they are out of the way no recomputed key can meet a stale one in the index.
 */
export const rekeyNamedTable = async (knex: Knex, spec: NamedTable, keyOf: (name: string) => string, now: Date): Promise<ReadonlyArray<Renamed>> => {
  const columns = ['tenant_id', 'id', 'name', 'name_key', ...(spec.scope === undefined ? [] : [spec.scope]), ...(spec.tags ? ['tags', 'tag_keys'] : [])];
  const order = ['tenant_id', ...(spec.scope === undefined ? [] : [spec.scope]), 'created_at', 'id'];
  const rows = (await knex(spec.table).select(columns).orderBy(order)) as ReadonlyArray<Row>;
  const renames: Renamed[] = [];
  const rekeyed: Array<{ readonly row: Row; readonly change: Record<string, string> }> = [];
  for (const group of groupsOf(rows, spec.scope)) {
    const renamed = settle(group, spec, keyOf);
    for (const row of group) {
      const to = renamed.get(row);
      if (to !== undefined) {
        const where = { tenant_id: row.tenant_id, id: row.id };
        const searchText = spec.searchText ? ((await knex(spec.table).where(where).first('search_text')) as { search_text: string }).search_text : undefined;
        await knex(spec.table)
          .where(where)
          .update({ name: to, name_key: keyOf(to), version: knex.raw('?? + 1', ['version']), updated_at: now, ...(searchText === undefined ? {} : { search_text: withSearchText(searchText, 0, to) }) });
        renames.push({ tenantId: row.tenant_id, table: spec.table, rowId: row.id, field: 'name', from: row.name, to });
      }
      const change: Record<string, string> = {};
      if (to === undefined && keyOf(row.name) !== row.name_key) change.name_key = keyOf(row.name);
      const tagKeys = spec.tags ? tagKeysOf(readJson<ReadonlyArray<string>>(row.tags), keyOf) : undefined;
      if (tagKeys !== undefined && tagKeys !== row.tag_keys) change.tag_keys = tagKeys;
      if (Object.keys(change).length > 0) rekeyed.push({ row, change });
    }
  }
  for (const { row, change } of rekeyed) await knex(spec.table).where({ tenant_id: row.tenant_id, id: row.id }).update(change);
  return renames;
};
