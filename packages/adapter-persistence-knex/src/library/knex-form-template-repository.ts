import type { FormTemplate, FormTemplateVersion } from '@quire/domain/library/form-templates/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import { referencesOfAnalysis } from '@quire/domain/library/library-references';
import { nameKey } from '@quire/domain/names';
import type { FormTemplateRepository, TemplateSearch } from '@quire/ports/library/form-template-repository';
import type { Page } from '@quire/ports/library/search/search';
import { tagKeysOf } from '@quire/ports/library/search/search-texts';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import {
  type CurrentTemplateRow,
  formTemplateFromRow,
  type FormTemplateRow,
  formTemplateToRow,
  formTemplateVersionFromRow,
  type FormTemplateVersionRow,
  formTemplateVersionToRow,
} from './form-template-row';
import { whereContains } from './keyset';
import { deleteReferences, refersTo, writeReferences } from './library-references-table';
import { KnexLibraryRepository } from './knex-library-repository';

const TABLE = 'form_templates';
const VERSIONS = 'form_template_versions';

/** Templates joined with their current file version. */
const withCurrentVersion = (knex: Knex): Knex.QueryBuilder =>
  knex(TABLE)
    .select(`${TABLE}.*`, `${VERSIONS}.file_name`, `${VERSIONS}.size`, `${VERSIONS}.sha256`, `${VERSIONS}.analysis`)
    .join(VERSIONS, (on) => on.on(`${VERSIONS}.tenant_id`, `${TABLE}.tenant_id`).andOn(`${VERSIONS}.template_id`, `${TABLE}.id`).andOn(`${VERSIONS}.number`, `${TABLE}.file_version`));

/** Stores a file version and makes its references the template's. */
const addVersion = async (trx: Knex.Transaction, version: FormTemplateVersion, template: 'new' | 'existing'): Promise<void> => {
  await trx(VERSIONS).insert(formTemplateVersionToRow(version));
  await writeReferences(trx, version.tenantId, 'template', version.templateId, referencesOfAnalysis(version.analysis), template);
};

/**
 * Form templates in `form_templates` and every file version in `form_template_versions`. A write that
 * adds a file version replaces the template's references (its current version's) in the same transaction.
 */
export class KnexFormTemplateRepository extends KnexLibraryRepository<FormTemplate, FormTemplateRow, CurrentTemplateRow> implements FormTemplateRepository {
  constructor(knex: Knex) {
    super(knex, { table: TABLE, operations: 'formTemplates', toRow: formTemplateToRow, fromRow: formTemplateFromRow, reads: withCurrentVersion, names: { resource: 'FormTemplate' } });
  }

  insert(template: FormTemplate, firstVersion: FormTemplateVersion): TE.TaskEither<StorageError | NameTaken, void> {
    return this.table.insert(template, (trx) => addVersion(trx, firstVersion, 'new'));
  }

  update(template: FormTemplate, newVersion: FormTemplateVersion | null): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    return this.table.update(template, async (trx) => {
      if (newVersion !== null) await addVersion(trx, newVersion, 'existing');
    });
  }

  delete(tenantId: TenantId, id: FormTemplateId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return this.table.delete(tenantId, id, version, async (trx) => {
      await deleteReferences(trx, tenantId, 'template', id);
      await trx(VERSIONS).where({ tenant_id: tenantId, template_id: id }).del();
    });
  }

  listVersions(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, ReadonlyArray<FormTemplateVersion>> {
    return this.table.query('listVersions', async () => {
      const rows: FormTemplateVersionRow[] = await this.knex(VERSIONS).where({ tenant_id: tenantId, template_id: id }).orderBy('number');
      return rows.map(formTemplateVersionFromRow);
    });
  }

  findVersion(tenantId: TenantId, id: FormTemplateId, number: number): TE.TaskEither<StorageError, O.Option<FormTemplateVersion>> {
    return this.table.query('findVersion', async () => {
      const row = (await this.knex(VERSIONS).where({ tenant_id: tenantId, template_id: id, number }).first()) as FormTemplateVersionRow | undefined;
      return O.map(formTemplateVersionFromRow)(O.fromNullable(row));
    });
  }

  search(tenantId: TenantId, query: TemplateSearch): TE.TaskEither<StorageError, Page<FormTemplate>> {
    return this.table.page('search', tenantId, query, (select) => {
      const tagged = query.tag === null ? select : whereContains(select, `${TABLE}.tag_keys`, tagKeysOf([query.tag]));
      return query.aliasKeys === null ? tagged : tagged.whereExists(refersTo(this.knex, 'template', TABLE, ['field', 'condition', 'repeat'], query.aliasKeys.map(nameKey)));
    });
  }
}
