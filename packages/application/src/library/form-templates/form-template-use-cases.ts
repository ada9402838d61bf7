import { ports } from '../../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../../use-case-binding';
import { analyseDocument, AnalyseDocumentToken } from './analyse-document';
import { createFormTemplate, CreateFormTemplateToken } from './create-form-template';
import { deleteFormTemplate, DeleteFormTemplateToken } from './delete-form-template';
import { downloadFormTemplate, DownloadFormTemplateToken } from './download-form-template';
import { downloadFormTemplateVersion, DownloadFormTemplateVersionToken } from './download-form-template-version';
import { getFormTemplate, GetFormTemplateToken } from './get-form-template';
import { listFormTemplateVersions, ListFormTemplateVersionsToken } from './list-form-template-versions';
import { searchFormTemplates, SearchFormTemplatesToken } from './search-form-templates';
import { updateFormTemplate, UpdateFormTemplateToken } from './update-form-template';

const formTemplates = {
  searchFormTemplates: useCase(SearchFormTemplatesToken, searchFormTemplates, ports('templates', 'aliases')),
  getFormTemplate: useCase(GetFormTemplateToken, getFormTemplate, ports('templates')),
  createFormTemplate: writeUseCase(CreateFormTemplateToken, createFormTemplate, ports('templates', 'aliases', 'rules', 'snippets', 'analyser', 'blobs', 'ids', 'clock', 'events')),
  updateFormTemplate: writeUseCase(UpdateFormTemplateToken, updateFormTemplate, ports('templates', 'aliases', 'rules', 'snippets', 'analyser', 'blobs', 'clock', 'events')),
  deleteFormTemplate: writeUseCase(DeleteFormTemplateToken, deleteFormTemplate, ports('templates', 'events', 'clock')),
  downloadFormTemplate: useCase(DownloadFormTemplateToken, downloadFormTemplate, ports('templates', 'blobs')),
  listFormTemplateVersions: useCase(ListFormTemplateVersionsToken, listFormTemplateVersions, ports('templates')),
  downloadFormTemplateVersion: useCase(DownloadFormTemplateVersionToken, downloadFormTemplateVersion, ports('templates', 'blobs')),
  analyseDocument: useCase(AnalyseDocumentToken, analyseDocument, ports('aliases', 'rules', 'snippets', 'analyser')),
};

/** The form-template use cases (`/FormTemplates`) by name. */
export const formTemplateUseCases = tokensOf(formTemplates);
export const bindFormTemplateUseCases = bindAll(formTemplates);
