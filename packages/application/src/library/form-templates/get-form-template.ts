import type { FormTemplate } from '@quire/domain/form-template';
import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { ServiceIdentifier } from 'inversify';
import { getLibraryEntity, type GetLibraryEntity } from '../require-library-entity';

export type GetFormTemplate = GetLibraryEntity<FormTemplateId, FormTemplate>;
export const GetFormTemplateToken: ServiceIdentifier<GetFormTemplate> = Symbol.for('quire.GetFormTemplate');

/** `GET /FormTemplates/:id`: one template with the analysis of its current file version (SPEC §3.8). */
export const getFormTemplate = ({ templates }: { templates: FormTemplateRepository }): GetFormTemplate => getLibraryEntity('FormTemplate', templates);
