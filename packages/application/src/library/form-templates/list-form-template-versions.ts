import type { FormTemplateVersion } from '@quire/domain/library/form-templates/form-template';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { requireLibraryEntity } from '../require-library-entity';

export type ListFormTemplateVersions = (input: {
  readonly principal: Principal;
  readonly id: FormTemplateId;
}) => TE.TaskEither<AppError, ReadonlyArray<FormTemplateVersion>>;

/** `GET /FormTemplates/:id/Versions`: every file version of the template, the first (1) first, the current one last. */
export const listFormTemplateVersions =
  ({ templates }: Pick<Ports, 'templates'>): ListFormTemplateVersions =>
  ({ principal, id }) =>
    pipe(
      requireLibraryEntity('FormTemplate', templates)(principal.tenantId, id),
      TE.chain((template) => pipe(templates.listVersions(principal.tenantId, template.id), TE.mapLeft((error): AppError => error))),
    );
