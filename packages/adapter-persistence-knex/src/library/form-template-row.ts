import type { FormTemplate, FormTemplateVersion } from '@quire/domain/library/form-templates/form-template';
import { tenantId } from '@quire/domain/ids';
import { formTemplateId } from '@quire/domain/library/library-ids';
import type { Analysis } from '@quire/domain/library/form-templates/template-analysis';
import { tagKeysOf, templateSearchTexts } from '@quire/ports/library/search/search-texts';
import { readJson, writeJson } from '../platform/json-column';
import { readDate } from '../platform/sql-date';
import { type DescribedRow, describedColumns, describedFields } from './library-row';

/** A row of `form_templates`: the metadata; the current file is the version numbered `file_version`. */
export type FormTemplateRow = {
  tags: string;
  tag_keys: string;
  file_version: number;
} & DescribedRow;

/** A row of `form_template_versions`. */
export type FormTemplateVersionRow = {
  tenant_id: string;
  template_id: string;
  number: number;
  file_name: string;
  size: unknown;
  sha256: string;
  analysis: string;
  created_at: unknown;
};

/** What reading a template answers: its row joined with its current version's file columns. */
export type CurrentTemplateRow = FormTemplateRow & Pick<FormTemplateVersionRow, 'file_name' | 'size' | 'sha256' | 'analysis'>;

export const formTemplateToRow = (template: FormTemplate): FormTemplateRow => ({
  ...describedColumns(template, templateSearchTexts(template)),
  tags: writeJson(template.tags),
  tag_keys: tagKeysOf(template.tags),
  file_version: template.fileVersion,
});

export const formTemplateVersionToRow = (version: FormTemplateVersion): FormTemplateVersionRow => ({
  tenant_id: version.tenantId,
  template_id: version.templateId,
  number: version.number,
  file_name: version.file.fileName,
  size: version.file.size,
  sha256: version.file.sha256,
  analysis: writeJson(version.analysis),
  created_at: version.createdAt,
});

const fileOf = (row: Pick<FormTemplateVersionRow, 'file_name' | 'size' | 'sha256'>) => ({ fileName: row.file_name, size: Number(row.size), sha256: row.sha256 });

export const formTemplateFromRow = (row: CurrentTemplateRow): FormTemplate => ({
  ...describedFields(row, formTemplateId),
  tags: readJson<ReadonlyArray<string>>(row.tags),
  file: fileOf(row),
  analysis: readJson<Analysis>(row.analysis),
  fileVersion: Number(row.file_version),
});

export const formTemplateVersionFromRow = (row: FormTemplateVersionRow): FormTemplateVersion => ({
  templateId: formTemplateId(row.template_id),
  tenantId: tenantId(row.tenant_id),
  number: Number(row.number),
  file: fileOf(row),
  analysis: readJson<Analysis>(row.analysis),
  createdAt: readDate(row.created_at),
});
