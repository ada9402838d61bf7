import { ANSWER_SET_DATA_MAX, ANSWER_SET_DESCRIPTION_MAX, ANSWER_SET_NAME_MAX, MAX_ANSWER_SET_TEMPLATES } from '@quire/domain/answer-sets/answer-set';
import * as t from 'io-ts';
import { annotate, component } from '../platform/openapi/annotate';
import { exactly, pageOf, stamps } from '../platform/openapi/json-shapes';
import { searchQuery } from '../platform/body/query-codecs';

const name = annotate(t.string, { minLength: 1, maxLength: ANSWER_SET_NAME_MAX, description: 'Unique in the tenant, ignoring case, runs of white space and typographic quotes.' });

const fields = {
  description: annotate(t.string, { maxLength: ANSWER_SET_DESCRIPTION_MAX }),
  data: annotate(t.UnknownRecord, {
    description: `The answers, by alias name or synonym, as generation data (at most ${ANSWER_SET_DATA_MAX.toLocaleString('en-US')} characters of JSON). Checked against the aliases on save: a value of the wrong type is a 422 naming \`data.<path>\`; unanswered is fine.`,
  }),
  templateIds: annotate(t.readonlyArray(annotate(t.string, { maxLength: 64 })), {
    maxItems: MAX_ANSWER_SET_TEMPLATES,
    description: 'The templates the answers are for (kept once each, in order; the `templateId` filter).',
  }),
};

/** `POST /AnswerSets` (docs/interviews.md): only `name` is needed. */
export const CreateAnswerSetBody = component('CreateAnswerSetRequest', t.exact(t.intersection([t.type({ name }), t.partial(fields)]), 'CreateAnswerSetBody'));

/** `PUT /AnswerSets/:id`: the fields given replace the stored ones (`data` whole). */
export const UpdateAnswerSetBody = component('UpdateAnswerSetRequest', t.exact(t.partial({ name, ...fields }), 'UpdateAnswerSetBody'));

/** `GET /AnswerSets`: `q`, `templateId`, `limit`, `cursor`. */
export const AnswerSetSearchQuery = searchQuery({ templateId: annotate(t.string, { description: 'Keep the sets whose templateIds hold this id.' }) }, 'AnswerSetSearchQuery');

/** An answer set as the API answers it. */
export const AnswerSetJson = component('AnswerSet', t.type({ id: t.string, name, ...fields, ...stamps }));

export const AnswerSetPage = pageOf('AnswerSetPage', AnswerSetJson);

export const answerSetJson = exactly(AnswerSetJson);
