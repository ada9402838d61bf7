import type { FormTemplate } from '@quire/domain/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../../app-error';

/** The tenant's template with this id, else NotFound (another tenant's template is not found either). */
export const requireFormTemplate =
  (templates: Pick<FormTemplateRepository, 'findById'>) =>
  (tenantId: TenantId, id: FormTemplateId): TE.TaskEither<AppError, FormTemplate> =>
    pipe(
      templates.findById(tenantId, id),
      TE.mapLeft((error): AppError => error),
      TE.chain(TE.fromOption(() => notFound('FormTemplate', id))),
    );
