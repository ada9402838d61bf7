import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { getLibraryEntity, type GetLibraryEntity } from '../require-library-entity';

export type GetFormTemplate = GetLibraryEntity<FormTemplateId, FormTemplate>;

/** `GET /FormTemplates/:id`: one template with the analysis of its current file version (docs/resources.md#analysis). */
export const getFormTemplate = ({ templates }: Pick<Ports, 'templates'>): GetFormTemplate => getLibraryEntity('FormTemplate', templates);
