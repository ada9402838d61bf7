import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { deleteLibraryEntity } from '../delete-library-entity';
import type { VersionedInput } from '../require-library-entity';

export type DeleteFormTemplateInput = VersionedInput<FormTemplateId>;
export type DeleteFormTemplate = (input: DeleteFormTemplateInput) => TE.TaskEither<AppError, void>;
export const DeleteFormTemplateToken: ServiceIdentifier<DeleteFormTemplate> = Symbol.for('quire.DeleteFormTemplate');

/** `DELETE /FormTemplates/:id`: the template and every file version; their blobs go with the next sweep. */
export const deleteFormTemplate = ({ templates }: { templates: FormTemplateRepository }): DeleteFormTemplate => deleteLibraryEntity('FormTemplate', templates);
