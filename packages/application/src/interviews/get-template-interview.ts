import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';
import { getPacketInterview } from './get-packet-interview';
import type { Interview, InterviewDeps } from './plan-templates';

export type GetTemplateInterviewInput = { readonly principal: Principal; readonly id: FormTemplateId };
export type GetTemplateInterview = (input: GetTemplateInterviewInput) => TE.TaskEither<AppError, Interview>;

/** `GET /FormTemplates/:id/Interview` (docs/interviews.md): the questions the template needs (a packet of one). */
export const getTemplateInterview = (deps: InterviewDeps): GetTemplateInterview => {
  const packet = getPacketInterview(deps);
  return ({ principal, id }) => packet({ principal, templateIds: [id] });
};
