import { type AnswerData, type AnswerSet, answerSetId } from '@quire/domain/answer-sets/answer-set';
import { answerSetSearchTexts } from '@quire/ports/answer-sets/answer-set-repository';
import { searchTextOf } from '@quire/ports/library/search/search-texts';
import { type LibraryRow, libraryColumns, libraryFields } from '../library/library-row';
import { readJson, writeJson } from '../platform/json-column';

/** A row of `answer_sets`. */
export type AnswerSetRow = {
  description: string;
  data: string;
  template_ids: string;
  template_keys: string;
  search_text: string;
} & LibraryRow;

/** Each template id framed in newlines, for a LIKE that finds one id whole (`\nt-1\n`). */
export const templateKeysOf = (ids: ReadonlyArray<string>): string => (ids.length === 0 ? '' : `\n${ids.join('\n')}\n`);

export const answerSetToRow = (set: AnswerSet): AnswerSetRow => ({
  ...libraryColumns(set),
  description: set.description,
  data: writeJson(set.data),
  template_ids: writeJson(set.templateIds),
  template_keys: templateKeysOf(set.templateIds),
  search_text: searchTextOf(answerSetSearchTexts(set)),
});

export const answerSetFromRow = (row: AnswerSetRow): AnswerSet => ({
  id: answerSetId(row.id),
  ...libraryFields(row),
  description: row.description,
  data: readJson<AnswerData>(row.data),
  templateIds: readJson<ReadonlyArray<string>>(row.template_ids),
});
