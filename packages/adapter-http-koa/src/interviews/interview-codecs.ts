import type { Question } from '@quire/application/interviews/plan-templates';
import { ALIAS_TYPES, type AliasType } from '@quire/domain/library/aliases/alias';
import type { JsonValue } from '@quire/domain/library/rules/rule-expression';
import * as t from 'io-ts';
import { TemplateIds } from '../generation/generation-codecs';
import { annotate, component } from '../platform/openapi/annotate';
import { FieldErrorJson } from '../platform/problems/problem-json';

/** `POST /Interviews` (docs/interviews.md): the packet's templates, in order. */
export const PacketInterviewBody = component('PacketInterviewRequest', t.exact(t.type({ templateIds: annotate(TemplateIds, { description: 'In order.' }) }), 'PacketInterviewBody'));

/** `POST /FormTemplates/:id/Interview/Check`: the answers so far (`{}` when none). */
export const InterviewCheckBody = component(
  'InterviewCheckRequest',
  t.exact(t.partial({ data: annotate(t.UnknownRecord, { description: 'The answers so far, by alias name or synonym (as generation data, up to 5 MiB).' }) }), 'InterviewCheckBody'),
);

const InterviewCondition = component(
  'InterviewCondition',
  t.type({
    expression: annotate(t.string, { examples: ['marital_status = "married" and spouse_age >= 18'] }),
    // The rule language's JSON form: any JSON, as the planner made it.
    condition: annotate(t.unknown as t.Type<JsonValue>, { description: 'The JSON form: `{ "all": [ { "alias": "marital_status", "op": "eq", "value": "married" }, … ] }`.' }),
  }),
  { description: 'A condition in both forms of the rule language: canonical text and the JSON tree.' },
);

const AliasTypeCodec = t.keyof(Object.fromEntries(ALIAS_TYPES.map((type) => [type, null])) as Record<AliasType, null>);

/** One question, as the application makes it (the compiler holds the two to each other). */
const InterviewQuestion: t.Type<Question> = component(
  'InterviewQuestion',
  t.recursion<Question>('InterviewQuestion', () =>
    t.intersection([
      t.type({
        alias: annotate(t.string, { description: "The alias's own name (a synonym used in a template is asked as its alias), or the data name a template uses when it is no alias." }),
        label: annotate(t.string, { description: "The alias's label; the name itself for a data name." }),
        description: t.string,
        type: annotate(AliasTypeCodec, { description: 'A data name that is no alias is `text` (`list` when it is repeated over).' }),
        required: annotate(t.boolean, { description: 'The answer is printed (not only tested or repeated over, and not with a `default` filter). Lists are never required.' }),
      }),
      t.partial({
        choices: annotate(t.readonlyArray(t.string), { description: 'For `choice`.' }),
        format: annotate(t.string, { description: "The alias's date, number or currency pattern." }),
        itemFields: annotate(t.readonlyArray(InterviewQuestion), {
          description: "For a list: the questions of each item (a repeating group); their `when` reads the item's fields first, then outward.",
        }),
        when: annotate(InterviewCondition, {
          description:
            'When the answer is used at all: the conditions around every place the name is used, and-ed when nested, or-ed across places (else-if and else branches negate the earlier ones), simplified. Absent when it is always used.',
        }),
      }),
    ]),
  ),
);

export const InterviewJson = component('Interview', t.type({ questions: t.readonlyArray(InterviewQuestion) }));

export const InterviewCheckJson = component(
  'InterviewCheck',
  t.type({
    relevant: annotate(t.readonlyArray(t.string), {
      description:
        'The questions whose `when` holds (by alias), then the item fields with a `when` that hold, by path (`children[1].guardian`). Item fields without `when` are relevant in every item of a relevant list.',
    }),
    errors: annotate(t.readonlyArray(FieldErrorJson), { description: 'What generation would refuse (`data_invalid`), by path. Unanswered questions are no error.' }),
  }),
);
