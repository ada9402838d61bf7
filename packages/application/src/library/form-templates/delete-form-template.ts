import { assertVersion } from '@quire/domain/library-entity';
import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { fromLibraryWriteError } from '../library-write-error';
import type { Principal } from '../../principal';
import { requireFormTemplate } from './require-form-template';

export type DeleteFormTemplateInput = { readonly principal: Principal; readonly id: FormTemplateId; readonly expectedVersions: ReadonlyArray<number> | null };
export type DeleteFormTemplate = (input: DeleteFormTemplateInput) => TE.TaskEither<AppError, void>;
export const DeleteFormTemplateToken: ServiceIdentifier<DeleteFormTemplate> = Symbol.for('quire.DeleteFormTemplate');

/** `DELETE /FormTemplates/:id`: the template and every file version; their blobs go with the next sweep. */
export const deleteFormTemplate =
  ({ templates }: { templates: FormTemplateRepository }): DeleteFormTemplate =>
  ({ principal, id, expectedVersions }) =>
    pipe(
      requireFormTemplate(templates)(principal.tenantId, id),
      TE.chainEitherKW((template) => assertVersion('FormTemplate', template, expectedVersions)),
      TE.chain((template) => pipe(templates.delete(principal.tenantId, template.id, template.version), TE.mapLeft(fromLibraryWriteError('FormTemplate')))),
    );
