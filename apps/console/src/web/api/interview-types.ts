import type { Schemas } from './client';

/** The interview and answer-set shapes (SPEC §4.1), as the server's OpenAPI document describes them. */
export type Question = Schemas['InterviewQuestion'];
export type InterviewCheck = Schemas['InterviewCheck'];
export type AnswerSet = Schemas['AnswerSet'];
