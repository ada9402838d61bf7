import { ALIAS_TYPES, type Alias } from '@quire/domain/library/aliases/alias';
import type { JsonValue } from '@quire/domain/library/rules/rule-expression';
import { aliasId } from '@quire/domain/library/library-ids';
import { aliasSearchTexts } from '@quire/ports/library/search/search-texts';
import { readJson, readNullableJson, writeJson } from '../platform/json-column';
import { readChoice } from '../platform/stored-choice';
import { type DescribedRow, describedColumns, describedFields } from './library-row';

/** A row of `aliases`. */
export type AliasRow = {
  label: string;
  type: string;
  choices: string | null;
  item_fields: string | null;
  format: string | null;
  synonyms: string;
  /** A computed alias's formula: canonical text, JSON form, names as written, aliases read (JSON lists); all null for an answered alias. */
  formula_text: string | null;
  formula_json: string | null;
  formula_names: string | null;
  formula_reads: string | null;
} & DescribedRow;

export const aliasToRow = (alias: Alias): AliasRow => ({
  ...describedColumns(alias, aliasSearchTexts(alias)),
  label: alias.label,
  type: alias.type,
  choices: alias.choices === null ? null : writeJson(alias.choices),
  item_fields: alias.itemFields === null ? null : writeJson(alias.itemFields),
  format: alias.format,
  synonyms: writeJson(alias.synonyms),
  formula_text: alias.formula?.text ?? null,
  formula_json: alias.formula === null ? null : writeJson(alias.formula.json),
  formula_names: alias.formula === null ? null : writeJson(alias.formula.names),
  formula_reads: alias.formula === null ? null : writeJson(alias.reads),
});

export const aliasFromRow = (row: AliasRow): Alias => ({
  ...describedFields(row, aliasId),
  label: row.label,
  type: readChoice(ALIAS_TYPES, row.type, 'alias type'),
  choices: readNullableJson<ReadonlyArray<string>>(row.choices),
  itemFields: readNullableJson<ReadonlyArray<string>>(row.item_fields),
  format: row.format,
  synonyms: readJson<ReadonlyArray<string>>(row.synonyms),
  formula:
    row.formula_text === null
      ? null
      : { text: row.formula_text, json: readJson<JsonValue>(row.formula_json), names: readJson<ReadonlyArray<string>>(row.formula_names) },
  reads: readNullableJson<ReadonlyArray<string>>(row.formula_reads) ?? [],
});
