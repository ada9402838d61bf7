import type { FormTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { type Interview, type InterviewDeps, planTemplates } from './plan-templates';

export type GetTemplateInterviewInput = { readonly principal: Principal; readonly id: FormTemplateId };
export type GetTemplateInterview = (input: GetTemplateInterviewInput) => TE.TaskEither<AppError, Interview>;
export const GetTemplateInterviewToken: ServiceIdentifier<GetTemplateInterview> = Symbol.for('quire.GetTemplateInterview');

/** `GET /FormTemplates/:id/Interview` (SPEC §4.1): the questions the template needs. */
export const getTemplateInterview =
  (deps: InterviewDeps): GetTemplateInterview =>
  ({ principal, id }) =>
    pipe(
      planTemplates(deps)({ principal, templateIds: [id] }),
      TE.map(({ plan, questionOf }) => ({ questions: plan.questions.map(questionOf) })),
    );
