import * as t from 'io-ts';
import { searchQuery } from '../platform/body/query-codecs';

const fields = {
  description: t.string,
  data: t.UnknownRecord,
  templateIds: t.array(t.string),
};

/** `POST /AnswerSets` (SPEC §4.1): only `name` is needed. */
export const CreateAnswerSetBody = t.exact(t.intersection([t.type({ name: t.string }), t.partial(fields)]), 'CreateAnswerSetBody');

/** `PUT /AnswerSets/:id`: the fields given replace the stored ones (`data` whole). */
export const UpdateAnswerSetBody = t.exact(t.partial({ name: t.string, ...fields }), 'UpdateAnswerSetBody');

/** `GET /AnswerSets`: `q`, `templateId`, `limit`, `cursor`. */
export const AnswerSetSearchQuery = searchQuery({ templateId: t.string }, 'AnswerSetSearchQuery');


