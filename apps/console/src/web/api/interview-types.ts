import type { Schemas } from './client';

/** The interview and answer-set shapes (docs/interviews.md), as the server's OpenAPI document describes them. */
export type Question = Schemas['InterviewQuestion'];
export type InterviewCheck = Schemas['InterviewCheck'];
export type AnswerSet = Schemas['AnswerSet'];
