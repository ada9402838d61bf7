import { type ConditionalRule, RULE_KINDS } from '@quire/domain/conditional-rule';
import { tenantId } from '@quire/domain/ids';
import { conditionalRuleId } from '@quire/domain/library-ids';
import { nameKey } from '@quire/domain/names';
import type { JsonValue } from '@quire/domain/rule-expression';
import { ruleSearchTexts, searchTextOf } from '@quire/ports/library/search/search-texts';
import { readJson, writeJson } from '../platform/json-column';
import { readChoice } from '../platform/stored-choice';
import { type VersionedRow, versionedFromRow, versionedToRow } from '../platform/versioned-row';

/** A row of `conditional_rules`. */
export type ConditionalRuleRow = {
  tenant_id: string;
  id: string;
  name: string;
  name_key: string;
  description: string;
  kind: string;
  expression_text: string | null;
  expression_json: string | null;
  expression_names: string | null;
  repeat_over: string | null;
  aliases: string;
  search_text: string;
} & VersionedRow;

export const conditionalRuleToRow = (rule: ConditionalRule): ConditionalRuleRow => ({
  tenant_id: rule.tenantId,
  id: rule.id,
  name: rule.name,
  name_key: nameKey(rule.name),
  description: rule.description,
  kind: rule.kind,
  expression_text: rule.expression?.text ?? null,
  expression_json: rule.expression === null ? null : writeJson(rule.expression.json),
  expression_names: rule.expression === null ? null : writeJson(rule.expression.names),
  repeat_over: rule.repeatOver,
  aliases: writeJson(rule.aliases),
  search_text: searchTextOf(ruleSearchTexts(rule)),
  ...versionedToRow(rule),
});

export const conditionalRuleFromRow = (row: ConditionalRuleRow): ConditionalRule => ({
  id: conditionalRuleId(row.id),
  tenantId: tenantId(row.tenant_id),
  name: row.name,
  description: row.description,
  kind: readChoice(RULE_KINDS, row.kind, 'rule kind'),
  expression:
    row.expression_text === null
      ? null
      : { text: row.expression_text, json: readJson<JsonValue>(row.expression_json), names: readJson<ReadonlyArray<string>>(row.expression_names) },
  repeatOver: row.repeat_over,
  aliases: readJson<ReadonlyArray<string>>(row.aliases),
  ...versionedFromRow(row),
});
