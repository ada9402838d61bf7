import type { JsonValue } from '@quire/domain/library/rules/rule-expression';
import type * as TE from 'fp-ts/TaskEither';
import type { DocumentSource, RenderFailure, RenderVocabulary } from './document-renderer';

/** A condition in both forms of the rule language: canonical text and the JSON tree (docs/resources.md#conditional-rules). */
export type PlannedCondition = { readonly expression: string; readonly condition: JsonValue };

/**
 * One question of an interview (docs/interviews.md) as the templates make it: which name, whether an answer
 * is printed, when it is used at all. The application adds what the alias says (label, type, choices).
 */
export type PlannedQuestion = {
  /** The alias's own name (a synonym resolved to it), or the data name as the template writes it. */
  readonly alias: string;
  /** Whether `alias` is one of the tenant's aliases. */
  readonly known: boolean;
  /** An answer is printed somewhere (not only tested, repeated over, or printed with a `default`). */
  readonly required: boolean;
  /** Absent when the answer is always used. Item fields' conditions read the item's fields first, then outward. */
  readonly when?: PlannedCondition;
  /** For a list: the fields of each item, as questions of their own. */
  readonly itemFields?: ReadonlyArray<PlannedQuestion>;
  /** What the template itself says of the answer, for a name that is no alias: a PDF form's field (a checkbox is a yes/no question, a radio group a choice). */
  readonly asked?: { readonly type: 'text' | 'boolean' | 'choice' | 'list'; readonly choices?: ReadonlyArray<string> };
};

/** A template and every snippet it includes (by name as the library keeps them), as a render takes them. */
export type InterviewTemplate = {
  readonly template: DocumentSource;
  readonly snippets: ReadonlyArray<{ readonly name: string; readonly source: DocumentSource }>;
};

export type InterviewInput = {
  /** In order: a packet's questions follow its templates' order. */
  readonly templates: ReadonlyArray<InterviewTemplate>;
  /** Never changed once handed over (a planner may remember it by identity, as a renderer does). */
  readonly vocabulary: RenderVocabulary;
  /** With data, the plan also says which questions are relevant for it (`relevant`). */
  readonly data?: Readonly<Record<string, unknown>>;
};

export type InterviewPlan = {
  readonly questions: ReadonlyArray<PlannedQuestion>;
  /**
   * Only with data: the top-level questions whose `when` holds (by `alias`), then for item fields
   * with a `when`, the paths of the items where it holds (`children[1].guardian`; item fields
   * without `when` are relevant in every item of a relevant list).
   */
  readonly relevant?: ReadonlyArray<string>;
};

/**
 * Derives interviews from compiled templates (the renderer's cache) and the tenant's aliases and
 * rules (docs/interviews.md): one question per alias or data name, in the order of first use, with `when`
 * the conditions around every place it is used. No code is evaluated; relevance is the rule
 * language's evaluation.
 */
export interface InterviewPlanner {
  plan(input: InterviewInput): TE.TaskEither<RenderFailure, InterviewPlan>;
}
