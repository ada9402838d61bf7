import { type ConditionalRule, RULE_KINDS } from '@quire/domain/library/rules/conditional-rule';
import { conditionalRuleId } from '@quire/domain/library/library-ids';
import type { JsonValue } from '@quire/domain/library/rules/rule-expression';
import { ruleSearchTexts } from '@quire/ports/library/search/search-texts';
import { readJson, writeJson } from '../platform/json-column';
import { readChoice } from '../platform/stored-choice';
import { type DescribedRow, describedColumns, describedFields } from './library-row';

/** A row of `conditional_rules`. */
export type ConditionalRuleRow = {
  kind: string;
  expression_text: string | null;
  expression_json: string | null;
  expression_names: string | null;
  repeat_over: string | null;
  aliases: string;
} & DescribedRow;

export const conditionalRuleToRow = (rule: ConditionalRule): ConditionalRuleRow => ({
  ...describedColumns(rule, ruleSearchTexts(rule)),
  kind: rule.kind,
  expression_text: rule.expression?.text ?? null,
  expression_json: rule.expression === null ? null : writeJson(rule.expression.json),
  expression_names: rule.expression === null ? null : writeJson(rule.expression.names),
  repeat_over: rule.repeatOver,
  aliases: writeJson(rule.aliases),
});

export const conditionalRuleFromRow = (row: ConditionalRuleRow): ConditionalRule => ({
  ...describedFields(row, conditionalRuleId),
  kind: readChoice(RULE_KINDS, row.kind, 'rule kind'),
  expression:
    row.expression_text === null
      ? null
      : { text: row.expression_text, json: readJson<JsonValue>(row.expression_json), names: readJson<ReadonlyArray<string>>(row.expression_names) },
  repeatOver: row.repeat_over,
  aliases: readJson<ReadonlyArray<string>>(row.aliases),
});
