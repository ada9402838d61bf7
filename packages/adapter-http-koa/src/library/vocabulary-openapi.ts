import { BooleanParam } from '../platform/body/query-codecs';
import { type OpenApiPart, problemResponse, responseRef } from '../platform/openapi/openapi-parts';

/*
 * What the OpenAPI entries of /Aliases and /NamedRanges (aliases/, rules/) share, and the answer
 * sets with them: the id and force parameters, and the 400 they answer.
 */

export const vocabularyIdParameter = { $ref: '#/components/parameters/VocabularyId' };
export const forceParameter = { $ref: '#/components/parameters/Force' };
export const vocabularyBodyFailures = { '400': responseRef('VocabularyBadRequest'), '413': responseRef('PayloadTooLarge'), '415': responseRef('UnsupportedMediaType') };

/** The components both resources use. */
export const vocabularyOpenApi = {
  parameters: {
    VocabularyId: { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    Force: {
      name: 'force',
      in: 'query',
      required: false,
      description: '`true`: go ahead even though templates, snippets or rules use the resource.',
      schema: BooleanParam,
    },
  },
  responses: {
    VocabularyBadRequest: problemResponse(400, ['malformed_json', 'malformed_query', 'invalid_cursor', 'invalid_idempotency_key'], 'Malformed JSON, unknown query parameters, values out of range, a cursor of no search, or a malformed Idempotency-Key'),
  },
} satisfies OpenApiPart;
