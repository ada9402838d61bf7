import { ANSWER_SET_DATA_MAX, ANSWER_SET_DESCRIPTION_MAX, ANSWER_SET_NAME_MAX, MAX_ANSWER_SET_TEMPLATES, MAX_ANSWER_SETS_PER_TENANT } from '@quire/domain/answer-sets/answer-set';
import { authFailures, createdResponse, ifMatchParameter, jsonContent, type OpenApiPart, problemResponse, queryParameter, responseRef, stamps, versionedResponse } from '../platform/openapi/openapi-parts';
import { vocabularyBodyFailures, vocabularyIdParameter, vocabularyPage, vocabularyPageParameters } from '../library/vocabulary-openapi';

/*
 * OpenAPI of `/AnswerSets` (SPEC §4.1, relative to the API prefix; docs/interviews.md).
 */

const name = { type: 'string', minLength: 1, maxLength: ANSWER_SET_NAME_MAX, description: 'Unique in the tenant, ignoring case and surrounding spaces.' };
const fields = {
  description: { type: 'string', maxLength: ANSWER_SET_DESCRIPTION_MAX },
  data: {
    type: 'object',
    additionalProperties: true,
    description: `The answers, by alias name or synonym, as generation data (at most ${ANSWER_SET_DATA_MAX.toLocaleString('en-US')} characters of JSON). Checked against the aliases on save: a value of the wrong type is a 422 naming \`data.<path>\`; unanswered is fine.`,
  },
  templateIds: { type: 'array', maxItems: MAX_ANSWER_SET_TEMPLATES, items: { type: 'string', maxLength: 64 }, description: 'The templates the answers are for (kept once each, in order; the `templateId` filter).' },
};

const changeFailures = { ...authFailures, ...vocabularyBodyFailures, '404': responseRef('NotFound'), '409': responseRef('AnswerSetConflict'), '412': responseRef('PreconditionFailed'), '422': responseRef('AnswerSetInvalid') };

/** OpenAPI of the answer-set routes. */
export const answerSetOpenApi = {
  paths: {
    '/AnswerSets': {
      get: {
        operationId: 'searchAnswerSets',
        tags: ['AnswerSets'],
        summary: 'Search answer sets: `q` over name and description; `templateId` keeps the sets made for that template',
        parameters: [...vocabularyPageParameters, queryParameter('templateId', 'Keep the sets whose templateIds hold this id.')],
        responses: { '200': { description: 'A page of answer sets', content: jsonContent('AnswerSetPage') }, ...authFailures, '400': responseRef('VocabularyBadRequest') },
      },
      post: {
        operationId: 'createAnswerSet',
        tags: ['AnswerSets'],
        summary: `Save a named set of answers (at most ${MAX_ANSWER_SETS_PER_TENANT.toLocaleString('en-US')} per tenant)`,
        requestBody: { required: true, content: jsonContent('CreateAnswerSetRequest') },
        responses: { '201': createdResponse('AnswerSet'), ...authFailures, ...vocabularyBodyFailures, '409': responseRef('AnswerSetConflict'), '422': responseRef('AnswerSetInvalid') },
      },
    },
    '/AnswerSets/{id}': {
      get: {
        operationId: 'getAnswerSet',
        tags: ['AnswerSets'],
        summary: 'One answer set',
        parameters: [vocabularyIdParameter],
        responses: { '200': versionedResponse('AnswerSet', 'The answer set'), ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound') },
      },
      put: {
        operationId: 'updateAnswerSet',
        tags: ['AnswerSets'],
        summary: 'Update an answer set: the fields given replace the stored ones (`data` whole)',
        parameters: [vocabularyIdParameter, ifMatchParameter],
        requestBody: { required: true, content: jsonContent('UpdateAnswerSetRequest') },
        responses: { '200': versionedResponse('AnswerSet', 'The answer set as it is now'), ...changeFailures },
      },
      delete: {
        operationId: 'deleteAnswerSet',
        tags: ['AnswerSets'],
        summary: 'Delete an answer set',
        parameters: [vocabularyIdParameter, ifMatchParameter],
        responses: { '204': { description: 'Deleted' }, ...authFailures, '400': responseRef('VocabularyBadRequest'), '404': responseRef('NotFound'), '409': responseRef('AnswerSetConflict'), '412': responseRef('PreconditionFailed') },
      },
    },
  },
  schemas: {
    AnswerSet: {
      type: 'object',
      required: ['id', 'name', 'description', 'data', 'templateIds', 'createdAt', 'updatedAt', 'version'],
      properties: { id: { type: 'string' }, name, ...fields, ...stamps },
    },
    AnswerSetPage: vocabularyPage('AnswerSet'),
    CreateAnswerSetRequest: { type: 'object', additionalProperties: false, required: ['name'], properties: { name, ...fields } },
    UpdateAnswerSetRequest: { type: 'object', additionalProperties: false, properties: { name, ...fields } },
  },
  responses: {
    AnswerSetConflict: problemResponse(409, ['name_taken', 'concurrent_update'], 'Another answer set of the tenant has the name, or the set changed meanwhile'),
    AnswerSetInvalid: problemResponse(422, ['validation_failed', 'idempotency_key_reused'], 'Invalid fields, answers of the wrong type (by `data.<path>`), or the tenant keeps the most answer sets it may'),
  },
} satisfies OpenApiPart;
