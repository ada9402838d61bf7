import { SYNONYM_MAX } from '@quire/domain/library/aliases/alias';
import type { Knex } from 'knex';
import { readJson, writeJson } from '../../json-column';
import { freeName } from './free-name';
import type { Renamed } from './renamed-names';
import { withSearchText } from './search-text-segment';

type AliasRow = { readonly tenant_id: string; readonly id: string; readonly name: string; readonly synonyms: string };

/**
 * One tenant's aliases, oldest first: the key each name and synonym now holds, and the synonyms
 * renamed because an older alias (or any alias's own name) holds their key. A synonym that says
 * again what its own alias says already (its name, or another of its synonyms) keeps no key of
 * its own, as it needs none.
 */
const settleTenant = (aliases: ReadonlyArray<AliasRow>, keyOf: (name: string) => string) => {
  const owner = new Map<string, string>();
  const taken = new Set<string>();
  const synonymsOf = new Map(aliases.map((alias) => [alias.id, readJson<ReadonlyArray<string>>(alias.synonyms)]));
  for (const alias of aliases) {
    taken.add(keyOf(alias.name));
    for (const synonym of synonymsOf.get(alias.id) ?? []) taken.add(keyOf(synonym));
  }
  // Names are identifiers, unique under any key that ignores case: they claim their keys first.
  for (const alias of aliases) if (!owner.has(keyOf(alias.name))) owner.set(keyOf(alias.name), alias.id);
  const renamed = new Map<string, Array<{ readonly index: number; readonly from: string; readonly to: string }>>();
  for (const alias of aliases) {
    (synonymsOf.get(alias.id) ?? []).forEach((synonym, index) => {
      const holder = owner.get(keyOf(synonym));
      if (holder === undefined) owner.set(keyOf(synonym), alias.id);
      if (holder === undefined || holder === alias.id) return;
      const to = freeName(synonym, taken, keyOf, SYNONYM_MAX, 'counted');
      taken.add(keyOf(to));
      owner.set(keyOf(to), alias.id);
      renamed.set(alias.id, [...(renamed.get(alias.id) ?? []), { index, from: synonym, to }]);
    });
  }
  return { owner, renamed, synonymsOf };
};

/**
 * Recomputes `alias_keys` (every alias's name and synonyms under `keyOf`, one namespace per
 * tenant) and renames a synonym another alias now holds, as rekeyNamedTable renames rows: the
 * older alias keeps it, the newer one's synonym gets a counted suffix, and its version increases.
 */
export const rekeyAliasKeys = async (knex: Knex, keyOf: (name: string) => string, now: Date): Promise<ReadonlyArray<Renamed>> => {
  const rows = (await knex('aliases').select('tenant_id', 'id', 'name', 'synonyms').orderBy(['tenant_id', 'created_at', 'id'])) as ReadonlyArray<AliasRow>;
  const tenants = new Map<string, AliasRow[]>();
  for (const row of rows) tenants.set(row.tenant_id, [...(tenants.get(row.tenant_id) ?? []), row]);
  const renames: Renamed[] = [];
  for (const [tenantId, aliases] of tenants) {
    const { owner, renamed, synonymsOf } = settleTenant(aliases, keyOf);
    for (const [aliasId, changes] of renamed) {
      const synonyms = [...(synonymsOf.get(aliasId) ?? [])];
      const where = { tenant_id: tenantId, id: aliasId };
      let { search_text: searchText } = (await knex('aliases').where(where).first('search_text')) as { search_text: string };
      for (const change of changes) {
        synonyms[change.index] = change.to;
        // The synonyms are the last texts of an alias's search text, in their order.
        searchText = withSearchText(searchText, change.index - synonyms.length, change.to);
        renames.push({ tenantId, table: 'aliases', rowId: aliasId, field: 'synonym', from: change.from, to: change.to });
      }
      await knex('aliases').where(where).update({ synonyms: writeJson(synonyms), search_text: searchText, version: knex.raw('?? + 1', ['version']), updated_at: now });
    }
    await knex('alias_keys').where({ tenant_id: tenantId }).del();
    const keys = [...owner].map(([name_key, alias_id]) => ({ tenant_id: tenantId, name_key, alias_id }));
    for (let at = 0; at < keys.length; at += 200) await knex('alias_keys').insert(keys.slice(at, at + 200));
  }
  return renames;
};
