import type { FormTemplateId } from '@quire/domain/library/library-ids';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { FieldError } from '../field-error';
import { checkDataAgainstAliases } from '../data-checking/check-data-against-aliases';
import type { Principal } from '../principal';
import { type InterviewDeps, planTemplates } from './plan-templates';

export type InterviewCheck = {
  /** The questions whose `when` holds for the data (by alias), then item fields with a `when` by path (`children[1].guardian`). */
  readonly relevant: ReadonlyArray<string>;
  /** What generation would refuse in the data (422 `data_invalid`), by path; unanswered questions are no error. */
  readonly errors: ReadonlyArray<FieldError>;
};

export type CheckInterviewInput = { readonly principal: Principal; readonly id: FormTemplateId; readonly data: Readonly<Record<string, unknown>> };
export type CheckInterview = (input: CheckInterviewInput) => TE.TaskEither<AppError, InterviewCheck>;

/** `POST /FormTemplates/:id/Interview/Check { data }` (docs/interviews.md): the relevant questions now, and the data check generation makes. */
export const checkInterview =
  (deps: InterviewDeps): CheckInterview =>
  ({ principal, id, data }) =>
    pipe(
      planTemplates(deps)({ principal, templateIds: [id], data }),
      TE.map(({ plan, library }) => ({
        relevant: plan.relevant ?? [],
        errors: checkDataAgainstAliases(library.vocabulary.aliases, data).errors,
      })),
    );
