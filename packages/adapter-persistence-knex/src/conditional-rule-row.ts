import { type ConditionalRule, RULE_KINDS, type RuleKind } from '@quire/domain/conditional-rule';
import { tenantId } from '@quire/domain/ids';
import { conditionalRuleId } from '@quire/domain/library-ids';
import { nameKey } from '@quire/domain/names';
import type { JsonValue } from '@quire/domain/rule-expression';
import { ruleSearchTexts, searchTextOf } from '@quire/ports/library/search/search-texts';
import { readJson, writeJson } from './json-column';
import { readDate } from './sql-date';

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
  created_at: unknown;
  updated_at: unknown;
  version: number;
};

const readKind = (value: string): RuleKind => {
  const kind = RULE_KINDS.find((each) => each === value);
  if (kind === undefined) throw new TypeError(`unknown rule kind in the database: ${value}`);
  return kind;
};

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
  created_at: rule.createdAt,
  updated_at: rule.updatedAt,
  version: rule.version,
});

export const conditionalRuleFromRow = (row: ConditionalRuleRow): ConditionalRule => ({
  id: conditionalRuleId(row.id),
  tenantId: tenantId(row.tenant_id),
  name: row.name,
  description: row.description,
  kind: readKind(row.kind),
  expression:
    row.expression_text === null
      ? null
      : { text: row.expression_text, json: readJson<JsonValue>(row.expression_json), names: readJson<ReadonlyArray<string>>(row.expression_names) },
  repeatOver: row.repeat_over,
  aliases: readJson<ReadonlyArray<string>>(row.aliases),
  createdAt: readDate(row.created_at),
  updatedAt: readDate(row.updated_at),
  version: Number(row.version),
});
