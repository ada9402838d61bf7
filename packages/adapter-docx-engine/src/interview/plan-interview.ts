import { type CompiledTemplate, type OutlineNode, outlineTemplate, type Vocabulary } from '@quire/docx-engine/engine';
import { printExpression } from '@quire/expressions/print-expression';
import { toConditionJson } from '@quire/expressions/to-condition-json';
import type { JsonValue } from '@quire/domain/library/rules/rule-expression';
import type { InterviewPlan, PlannedQuestion } from '@quire/ports/documents/interview-planner';
import { LRUCache } from 'lru-cache';
import { type DerivedQuestion, deriveQuestions } from './derive-questions';
import { relevantFor } from './relevance';
import { nameKey } from '@quire/domain/names';

/** A template as the cache keeps it compiled, with its snippets by name, each known by its digest. */
export type CompiledForInterview = {
  readonly sha256: string;
  readonly template: CompiledTemplate;
  readonly snippets: ReadonlyArray<{ readonly name: string; readonly sha256: string; readonly template: CompiledTemplate }>;
};

/** Outlines by compiled template: a compiled template is immutable, and kept as long as its cache keeps it. */
const outlines = new WeakMap<CompiledTemplate, ReadonlyArray<OutlineNode>>();
const outlineOf = (template: CompiledTemplate): ReadonlyArray<OutlineNode> => {
  let outline = outlines.get(template);
  if (outline === undefined) outlines.set(template, (outline = outlineTemplate(template)));
  return outline;
};

/** Interviews by vocabulary (a new object when the tenant's library changes) and templates' digests. */
const derived = new WeakMap<Vocabulary, LRUCache<string, DerivedQuestion[]>>();
const INTERVIEWS_PER_VOCABULARY = 256;

const questionsOf = (templates: ReadonlyArray<CompiledForInterview>, vocabulary: Vocabulary): ReadonlyArray<DerivedQuestion> => {
  let kept = derived.get(vocabulary);
  if (kept === undefined) derived.set(vocabulary, (kept = new LRUCache({ max: INTERVIEWS_PER_VOCABULARY })));
  const key = templates.map((template) => [template.sha256, ...template.snippets.map((snippet) => `${nameKey(snippet.name)}=${snippet.sha256}`)].join(',')).join(';');
  const known = kept.get(key);
  if (known !== undefined) return known;
  const questions = deriveQuestions(
    templates.map((template) => ({
      outline: outlineOf(template.template),
      snippets: new Map(template.snippets.map((snippet) => [nameKey(snippet.name), outlineOf(snippet.template)])),
    })),
    vocabulary,
  );
  kept.set(key, questions);
  return questions;
};

const planned = (question: DerivedQuestion): PlannedQuestion => ({
  alias: question.alias,
  known: question.known,
  required: question.required,
  ...(question.when === undefined ? {} : { when: { expression: printExpression(question.when), condition: toConditionJson(question.when) as JsonValue } }),
  ...(question.itemFields === undefined ? {} : { itemFields: question.itemFields.map(planned) }),
});

/** The questions of the templates (a packet in order), and with data, which are relevant (docs/interviews.md). */
export const planInterview = (templates: ReadonlyArray<CompiledForInterview>, vocabulary: Vocabulary, data?: Readonly<Record<string, unknown>>): InterviewPlan => {
  const questions = questionsOf(templates, vocabulary);
  return { questions: questions.map(planned), ...(data === undefined ? {} : { relevant: relevantFor(questions, vocabulary, data) }) };
};
