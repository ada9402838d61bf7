import type { FormTemplate } from '@quire/domain/form-template';
import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { requireFormTemplate } from './require-form-template';

export type GetFormTemplate = (input: { readonly principal: Principal; readonly id: FormTemplateId }) => TE.TaskEither<AppError, FormTemplate>;
export const GetFormTemplateToken: ServiceIdentifier<GetFormTemplate> = Symbol.for('quire.GetFormTemplate');

/** `GET /FormTemplates/:id`: one template with the analysis of its current file version (SPEC §3.8). */
export const getFormTemplate =
  ({ templates }: { templates: FormTemplateRepository }): GetFormTemplate =>
  ({ principal, id }) =>
    requireFormTemplate(templates)(principal.tenantId, id);
