import { nameKey } from '@quire/domain/names';
import type { Knex } from 'knex';
import type { MigrationNote, QuireMigration } from './quire-migration';
import { rekeyLibrary } from './rekey/rekey-library';
import { createRenamedNames, recordRenames, RENAMED_NAMES, renamesOf, type Renamed } from './rekey/renamed-names';
import { withSearchText } from './rekey/search-text-segment';
import { addTenantNameKeys, dropTenantNameKeys } from './rekey/tenant-name-keys';
import { readJson, writeJson } from '../json-column';

const NAME = '0009-name-keys';

/** The key names were stored by before this migration: trimmed and lower case. */
const keyBeforeThis = (name: string): string => name.trim().toLowerCase();

/** Puts the names and synonyms this migration renamed back, newest rename first. */
const undoRenames = async (knex: Knex, renames: ReadonlyArray<Renamed>): Promise<void> => {
  for (const renamed of [...renames].reverse()) {
    const where = { tenant_id: renamed.tenantId, id: renamed.rowId };
    if (renamed.field === 'name') {
      const row = (await knex(renamed.table).where(where).first()) as Record<string, unknown> | undefined;
      if (row?.name !== renamed.to) continue;
      await knex(renamed.table)
        .where(where)
        .update({ name: renamed.from, ...(typeof row.search_text === 'string' ? { search_text: withSearchText(row.search_text, 0, renamed.from) } : {}) });
      continue;
    }
    const alias = (await knex('aliases').where(where).first('synonyms', 'search_text')) as { synonyms: string; search_text: string } | undefined;
    const synonyms = alias === undefined ? [] : [...readJson<ReadonlyArray<string>>(alias.synonyms)];
    const index = synonyms.indexOf(renamed.to);
    if (alias === undefined || index < 0) continue;
    synonyms[index] = renamed.from;
    await knex('aliases').where(where).update({ synonyms: writeJson(synonyms), search_text: withSearchText(alias.search_text, index - synonyms.length, renamed.from) });
  }
};

const summary = (renames: ReadonlyArray<Renamed>): ReadonlyArray<MigrationNote> => {
  const byTenant = new Map<string, number>();
  for (const renamed of renames) byTenant.set(renamed.tenantId, (byTenant.get(renamed.tenantId) ?? 0) + 1);
  return [...byTenant].map(([tenant, renamed]) => ({ message: `names that now share a key with an older one were renamed (see ${RENAMED_NAMES})`, migration: NAME, tenant, renamed }));
};

/**
 * Names are keyed by the domain's `nameKey` (typographic quotes as straight ones, white space
 * collapsed, lower case), for storing as for matching: every stored key is recomputed, and of two
 * names of a tenant that now share a key the older keeps it and the newer is renamed with a
 * counted suffix, recorded in `renamed_names` and reported (ADR 0072). Tenants, whose names are
 * unique by the use case that creates them, get a `name_key` column to be found by. Down restores
 * the names and the keys as they were.
 */
export const m0009NameKeys: QuireMigration = {
  name: NAME,
  async up(knex, note) {
    await createRenamedNames(knex);
    await addTenantNameKeys(knex, nameKey);
    const now = new Date();
    const renames = await rekeyLibrary(knex, nameKey, now);
    await recordRenames(knex, NAME, renames, now);
    for (const line of summary(renames)) note?.(line);
  },
  async down(knex) {
    await undoRenames(knex, await renamesOf(knex, NAME));
    await rekeyLibrary(knex, keyBeforeThis, new Date());
    await knex.schema.dropTable(RENAMED_NAMES);
    await dropTenantNameKeys(knex);
  },
};
