import type { FormTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { type Interview, type InterviewDeps, planTemplates } from './plan-templates';

export type GetPacketInterviewInput = { readonly principal: Principal; readonly templateIds: ReadonlyArray<FormTemplateId> };
export type GetPacketInterview = (input: GetPacketInterviewInput) => TE.TaskEither<AppError, Interview>;

/**
 * `POST /Interviews { templateIds }` (docs/interviews.md): the questions a packet needs, once each, in the
 * order of the templates; a name used in several is used when any of them uses it.
 */
export const getPacketInterview =
  (deps: InterviewDeps): GetPacketInterview =>
  ({ principal, templateIds }) =>
    pipe(
      planTemplates(deps)({ principal, templateIds }),
      TE.map(({ plan, questionOf }) => ({ questions: plan.questions.map(questionOf) })),
    );
