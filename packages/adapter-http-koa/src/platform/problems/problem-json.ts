import * as t from 'io-ts';
import { annotate, component } from '../openapi/annotate';

/** One refused field of a request (422) or of data (what generation would refuse). */
export const FieldErrorJson = component(
  'FieldError',
  t.type({ path: annotate(t.string, { description: 'Dotted path of the field in the request, e.g. `name` or `items.0.name`.' }), message: t.string }),
);

/** The body of every error answer (problem.ts builds it). */
export const ProblemJson = component(
  'Problem',
  t.intersection([
    t.type({
      type: annotate(t.string, { format: 'uri' }),
      title: t.string,
      status: annotate(t.number, { type: 'integer' }),
      detail: t.string,
      code: annotate(t.string, { pattern: '^[a-z][a-z0-9_]*$' }),
    }),
    t.partial({ errors: t.readonlyArray(FieldErrorJson) }),
  ]),
  { description: 'RFC 9457 problem details. `code` is a stable snake_case identifier.' },
);
