import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../../use-cases-of';
import { analyseDocument } from './analyse-document';
import { compareFormTemplateVersions } from './compare-form-template-versions';
import { createFormTemplate } from './create-form-template';
import { deleteFormTemplate } from './delete-form-template';
import { downloadFormTemplate } from './download-form-template';
import { downloadFormTemplateVersion } from './download-form-template-version';
import { getFormTemplate } from './get-form-template';
import { listFormTemplateVersions } from './list-form-template-versions';
import { searchFormTemplates } from './search-form-templates';
import { updateFormTemplate } from './update-form-template';

/** The form-template use cases (`/FormTemplates`); writes run again when they lose a race. */
export const formTemplateUseCases = (ports: Ports) => ({
  ...readsOf(ports, { searchFormTemplates, getFormTemplate, downloadFormTemplate, listFormTemplateVersions, downloadFormTemplateVersion, compareFormTemplateVersions, analyseDocument }),
  ...writesOf(ports, { createFormTemplate, updateFormTemplate, deleteFormTemplate }),
});
export type FormTemplateUseCases = ReturnType<typeof formTemplateUseCases>;
