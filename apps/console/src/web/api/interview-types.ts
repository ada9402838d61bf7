import type { Schemas } from './client';

/**
 * The interview and answer-set shapes of SPEC §4.1. Written here from the SPEC while those routes
 * are built beside the console; once the server's OpenAPI document describes them, these become
 * aliases of the generated types.
 */
export type QuestionType = Schemas['Alias']['type'];

export type Question = {
  readonly alias: string;
  readonly label: string;
  readonly description?: string;
  readonly type: QuestionType;
  readonly choices?: ReadonlyArray<string> | null;
  readonly format?: string | null;
  readonly required?: boolean;
  readonly itemFields?: ReadonlyArray<Question> | null;
  readonly when?: { readonly expression: string; readonly condition: unknown } | null;
};

export type Interview = { readonly questions: ReadonlyArray<Question> };

export type InterviewCheck = { readonly relevant: ReadonlyArray<string>; readonly errors: ReadonlyArray<Schemas['FieldError']> };

export type AnswerSet = {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly data: Record<string, unknown>;
  readonly templateIds: ReadonlyArray<string>;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly version: number;
};

export type AnswerSetPage = { readonly items: ReadonlyArray<AnswerSet>; readonly nextCursor: string | null };
