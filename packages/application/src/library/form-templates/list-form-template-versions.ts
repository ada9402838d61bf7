import type { FormTemplateVersion } from '@quire/domain/form-template';
import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { requireLibraryEntity } from '../require-library-entity';

export type ListFormTemplateVersions = (input: {
  readonly principal: Principal;
  readonly id: FormTemplateId;
}) => TE.TaskEither<AppError, ReadonlyArray<FormTemplateVersion>>;
export const ListFormTemplateVersionsToken: ServiceIdentifier<ListFormTemplateVersions> = Symbol.for('quire.ListFormTemplateVersions');

/** `GET /FormTemplates/:id/Versions`: every file version of the template, the first (1) first, the current one last. */
export const listFormTemplateVersions =
  ({ templates }: { templates: FormTemplateRepository }): ListFormTemplateVersions =>
  ({ principal, id }) =>
    pipe(
      requireLibraryEntity('FormTemplate', templates)(principal.tenantId, id),
      TE.chain((template) => pipe(templates.listVersions(principal.tenantId, template.id), TE.mapLeft((error): AppError => error))),
    );
