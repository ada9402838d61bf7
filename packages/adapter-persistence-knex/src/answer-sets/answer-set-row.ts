import { type AnswerData, type AnswerSet, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { answerSetSearchTexts } from '@quire/ports/answer-sets/answer-set-repository';
import { type DescribedRow, describedColumns, describedFields } from '../library/library-row';
import { readJson, writeJson } from '../platform/json-column';

/** A row of `answer_sets`. */
export type AnswerSetRow = {
  data: string;
  template_ids: string;
  template_keys: string;
} & DescribedRow;

/** Each template id framed in newlines, for a LIKE that finds one id whole (`\nt-1\n`). */
export const templateKeysOf = (ids: ReadonlyArray<string>): string => (ids.length === 0 ? '' : `\n${ids.join('\n')}\n`);

export const answerSetToRow = (set: AnswerSet): AnswerSetRow => ({
  ...describedColumns(set, answerSetSearchTexts(set)),
  data: writeJson(set.data),
  template_ids: writeJson(set.templateIds),
  template_keys: templateKeysOf(set.templateIds),
});

export const answerSetFromRow = (row: AnswerSetRow): AnswerSet => ({
  ...describedFields(row, answerSetId),
  data: readJson<AnswerData>(row.data),
  templateIds: readJson<ReadonlyArray<string>>(row.template_ids),
});
