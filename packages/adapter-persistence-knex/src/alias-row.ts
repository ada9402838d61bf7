import { ALIAS_TYPES, type Alias, type AliasType } from '@quire/domain/alias';
import { tenantId } from '@quire/domain/ids';
import { aliasId } from '@quire/domain/library-ids';
import { nameKey } from '@quire/domain/names';
import { aliasSearchTexts, searchTextOf } from '@quire/ports/library/search/search-texts';
import { readJson, readNullableJson, writeJson } from './json-column';
import { readDate } from './sql-date';

/** A row of `aliases`. */
export type AliasRow = {
  tenant_id: string;
  id: string;
  name: string;
  name_key: string;
  label: string;
  description: string;
  type: string;
  choices: string | null;
  item_fields: string | null;
  format: string | null;
  synonyms: string;
  search_text: string;
  created_at: unknown;
  updated_at: unknown;
  version: number;
};

const readType = (value: string): AliasType => {
  const type = ALIAS_TYPES.find((each) => each === value);
  if (type === undefined) throw new TypeError(`unknown alias type in the database: ${value}`);
  return type;
};

export const aliasToRow = (alias: Alias): AliasRow => ({
  tenant_id: alias.tenantId,
  id: alias.id,
  name: alias.name,
  name_key: nameKey(alias.name),
  label: alias.label,
  description: alias.description,
  type: alias.type,
  choices: alias.choices === null ? null : writeJson(alias.choices),
  item_fields: alias.itemFields === null ? null : writeJson(alias.itemFields),
  format: alias.format,
  synonyms: writeJson(alias.synonyms),
  search_text: searchTextOf(aliasSearchTexts(alias)),
  created_at: alias.createdAt,
  updated_at: alias.updatedAt,
  version: alias.version,
});

export const aliasFromRow = (row: AliasRow): Alias => ({
  id: aliasId(row.id),
  tenantId: tenantId(row.tenant_id),
  name: row.name,
  label: row.label,
  description: row.description,
  type: readType(row.type),
  choices: readNullableJson<ReadonlyArray<string>>(row.choices),
  itemFields: readNullableJson<ReadonlyArray<string>>(row.item_fields),
  format: row.format,
  synonyms: readJson<ReadonlyArray<string>>(row.synonyms),
  createdAt: readDate(row.created_at),
  updatedAt: readDate(row.updated_at),
  version: Number(row.version),
});
