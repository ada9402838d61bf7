import type { FormTemplate, FormTemplateVersion } from '@quire/domain/library/form-templates/form-template';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { listFileVersions } from '../file-versions';

export type ListFormTemplateVersions = (input: {
  readonly principal: Principal;
  readonly id: FormTemplateId;
}) => TE.TaskEither<AppError, { readonly item: FormTemplate; readonly versions: ReadonlyArray<FormTemplateVersion> }>;

/** `GET /FormTemplates/:id/Versions`: the template and every file version of it, the first (1) first, the current one last. */
export const listFormTemplateVersions = ({ templates }: Pick<Ports, 'templates'>): ListFormTemplateVersions => listFileVersions('FormTemplate', templates);
