import { ALIAS_NAME_MAX } from '@quire/domain/library/aliases/alias';
import { TEMPLATE_NAME_MAX } from '@quire/domain/library/form-templates/form-template';
import { RULE_NAME_MAX } from '@quire/domain/library/rules/conditional-rule';
import { FOLDER_NAME_MAX } from '@quire/domain/library/snippet-folders/snippet-folder';
import { SNIPPET_NAME_MAX } from '@quire/domain/library/snippets/snippet';
import { ANSWER_SET_NAME_MAX } from '@quire/domain/answer-sets/answer-set';
import type { Knex } from 'knex';
import { rekeyAliasKeys } from './rekey-alias-keys';
import { type NamedTable, rekeyNamedTable } from './rekey-named-table';
import type { Renamed } from './renamed-names';

const NAMED_TABLES: ReadonlyArray<NamedTable> = [
  // An alias's keys are unique in alias_keys (rekeyAliasKeys), not by its row.
  { table: 'aliases', unique: false, maxName: ALIAS_NAME_MAX, suffix: 'identifier', searchText: true, tags: false },
  { table: 'conditional_rules', unique: true, maxName: RULE_NAME_MAX, suffix: 'identifier', searchText: true, tags: false },
  { table: 'snippet_folders', unique: true, scope: 'parent_key', maxName: FOLDER_NAME_MAX, suffix: 'counted', searchText: false, tags: false },
  { table: 'snippets', unique: true, maxName: SNIPPET_NAME_MAX, suffix: 'counted', searchText: true, tags: true },
  { table: 'form_templates', unique: true, maxName: TEMPLATE_NAME_MAX, suffix: 'counted', searchText: true, tags: true },
  { table: 'answer_sets', unique: true, maxName: ANSWER_SET_NAME_MAX, suffix: 'counted', searchText: true, tags: false },
];

/** The key of every name a library document refers to (`library_references`), one statement per distinct name whose key changes. */
const rekeyReferences = async (knex: Knex, keyOf: (name: string) => string): Promise<void> => {
  const names = (await knex('library_references').distinct('name', 'name_key')) as ReadonlyArray<{ name: string; name_key: string }>;
  for (const { name, name_key } of names) if (keyOf(name) !== name_key) await knex('library_references').where({ name, name_key }).update({ name_key: keyOf(name) });
};

/**
 * Recomputes every stored name key of the library and the answer sets with `keyOf`, renaming the
 * newer of two rows that now share a key (ADR 0072); answers the renames made, and increases the
 * library revision of each tenant that has one, so that no server keeps the old names cached.
 */
export const rekeyLibrary = async (knex: Knex, keyOf: (name: string) => string, now: Date): Promise<ReadonlyArray<Renamed>> => {
  const renames: Renamed[] = [];
  for (const spec of NAMED_TABLES) renames.push(...(await rekeyNamedTable(knex, spec, keyOf, now)));
  renames.push(...(await rekeyAliasKeys(knex, keyOf, now)));
  await rekeyReferences(knex, keyOf);
  const tenants = [...new Set(renames.map((renamed) => renamed.tenantId))];
  if (tenants.length > 0) await knex('tenants').whereIn('id', tenants).increment('library_revision', 1);
  return renames;
};
