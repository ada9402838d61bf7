import type { FormTemplate, FormTemplateVersion } from '@quire/domain/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { FormTemplateId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { referencesOfAnalysis } from '@quire/domain/library-references';
import { nameKey } from '@quire/domain/names';
import type { FormTemplateRepository, TemplateSearch } from '@quire/ports/library/form-template-repository';
import { type Page, normaliseQuery, pageOf } from '@quire/ports/library/search/search';
import { tagKeysOf } from '@quire/ports/library/search/search-texts';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import {
  type CurrentTemplateRow,
  formTemplateFromRow,
  formTemplateToRow,
  formTemplateVersionFromRow,
  type FormTemplateVersionRow,
  formTemplateVersionToRow,
} from './form-template-row';
import { afterKey, whereContains, whereMatchesQuery } from './keyset';
import { deleteReferences, refersTo, writeReferences } from './library-references-table';
import { nameTakenBy } from './name-taken';
import { bumpLibraryRevision } from './bump-library-revision';
import { runQuery } from './run-query';
import { runTransaction } from './run-transaction';

const TABLE = 'form_templates';
const VERSIONS = 'form_template_versions';

/**
 * Form templates in `form_templates` and every file version in `form_template_versions`. A write that
 * adds a file version replaces the template's references (its current version's) in the same transaction.
 */
export class KnexFormTemplateRepository implements FormTemplateRepository {
  constructor(private readonly knex: Knex) {}

  insert(template: FormTemplate, firstVersion: FormTemplateVersion): TE.TaskEither<StorageError | NameTaken, void> {
    return runTransaction(
      this.knex,
      'formTemplates.insert',
      async (trx) => {
        await bumpLibraryRevision(trx, template.tenantId);
        await trx(TABLE).insert(formTemplateToRow(template));
        await this.addVersion(trx, firstVersion, 'new');
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, template),
    );
  }

  update(template: FormTemplate, newVersion: FormTemplateVersion | null): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = template.version - 1;
    const { tenant_id, id, created_at: _createdAt, ...changes } = formTemplateToRow(template);
    return runTransaction<VersionConflict | NameTaken, void>(
      this.knex,
      'formTemplates.update',
      async (trx) => {
        await bumpLibraryRevision(trx, template.tenantId);
        const changed = await trx(TABLE).where({ tenant_id, id, version: expected }).update(changes);
        if (changed !== 1) return E.left({ _tag: 'VersionConflict', expected });
        if (newVersion !== null) await this.addVersion(trx, newVersion, 'existing');
        return E.right(undefined);
      },
      (error) => this.nameTaken(error, template),
    );
  }

  delete(tenantId: TenantId, id: FormTemplateId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return runTransaction<VersionConflict, void>(this.knex, 'formTemplates.delete', async (trx) => {
      await bumpLibraryRevision(trx, tenantId);
      await deleteReferences(trx, tenantId, 'template', id);
      await trx(VERSIONS).where({ tenant_id: tenantId, template_id: id }).del();
      const deleted = await trx(TABLE).where({ tenant_id: tenantId, id, version }).del();
      return deleted === 1 ? E.right(undefined) : E.left({ _tag: 'VersionConflict', expected: version });
    });
  }

  findById(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, O.Option<FormTemplate>> {
    return runQuery('formTemplates.findById', () => this.first({ [`${TABLE}.tenant_id`]: tenantId, [`${TABLE}.id`]: id }));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<FormTemplate>> {
    return runQuery('formTemplates.findByName', () => this.first({ [`${TABLE}.tenant_id`]: tenantId, [`${TABLE}.name_key`]: nameKey(name) }));
  }

  listVersions(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, ReadonlyArray<FormTemplateVersion>> {
    return runQuery('formTemplates.listVersions', async () => {
      const rows: FormTemplateVersionRow[] = await this.knex(VERSIONS).where({ tenant_id: tenantId, template_id: id }).orderBy('number');
      return rows.map(formTemplateVersionFromRow);
    });
  }

  findVersion(tenantId: TenantId, id: FormTemplateId, number: number): TE.TaskEither<StorageError, O.Option<FormTemplateVersion>> {
    return runQuery('formTemplates.findVersion', async () => {
      const row = (await this.knex(VERSIONS).where({ tenant_id: tenantId, template_id: id, number }).first()) as FormTemplateVersionRow | undefined;
      return O.map(formTemplateVersionFromRow)(O.fromNullable(row));
    });
  }

  search(tenantId: TenantId, query: TemplateSearch): TE.TaskEither<StorageError, Page<FormTemplate>> {
    return runQuery('formTemplates.search', async () => {
      let select = afterKey(this.current().where(`${TABLE}.tenant_id`, tenantId), query.after, TABLE);
      const q = normaliseQuery(query.q);
      if (q !== null) select = whereMatchesQuery(select, `${TABLE}.search_text`, q);
      if (query.tag !== null) select = whereContains(select, `${TABLE}.tag_keys`, tagKeysOf([query.tag]));
      if (query.aliasKeys !== null) select = select.whereExists(refersTo(this.knex, 'template', TABLE, ['field', 'condition', 'repeat'], query.aliasKeys.map(nameKey)));
      const rows: CurrentTemplateRow[] = await select.orderBy([`${TABLE}.name_key`, `${TABLE}.id`]).limit(query.limit + 1);
      return pageOf(rows.map(formTemplateFromRow), query.limit);
    });
  }

  /** Templates joined with their current file version. */
  private current(): Knex.QueryBuilder {
    return this.knex(TABLE)
      .select(`${TABLE}.*`, `${VERSIONS}.file_name`, `${VERSIONS}.size`, `${VERSIONS}.sha256`, `${VERSIONS}.analysis`)
      .join(VERSIONS, (on) => on.on(`${VERSIONS}.tenant_id`, `${TABLE}.tenant_id`).andOn(`${VERSIONS}.template_id`, `${TABLE}.id`).andOn(`${VERSIONS}.number`, `${TABLE}.file_version`));
  }

  private async first(where: Record<string, string>): Promise<O.Option<FormTemplate>> {
    const row = (await this.current().where(where).first()) as CurrentTemplateRow | undefined;
    return O.map(formTemplateFromRow)(O.fromNullable(row));
  }

  /** Stores a file version and makes its references the template's. */
  private async addVersion(trx: Knex.Transaction, version: FormTemplateVersion, template: 'new' | 'existing'): Promise<void> {
    await trx(VERSIONS).insert(formTemplateVersionToRow(version));
    await writeReferences(trx, version.tenantId, 'template', version.templateId, referencesOfAnalysis(version.analysis), template);
  }

  private nameTaken(error: unknown, template: FormTemplate): Promise<NameTaken | null> {
    return nameTakenBy(this.knex, error, { table: TABLE, index: 'form_templates_name_unique', resource: 'FormTemplate', tenantId: template.tenantId, name: template.name });
  }
}
