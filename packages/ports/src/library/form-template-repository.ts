import type { FormTemplate, FormTemplateVersion } from '@quire/domain/library/form-templates/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { NameTaken } from '@quire/domain/library/library-names';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Page, PageRequest } from './search/search';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/**
 * `GET /FormTemplates`: `q` matches the name, description and tags (`templateSearchTexts`); `aliasKeys` keeps the templates
 * whose current version uses one of these name keys as a field, condition or repeat (the
 * application passes `aliasNameKeys` of the alias the client named); `tag` keeps those with the tag.
 */
export type TemplateSearch = PageRequest & {
  readonly q: string | null;
  readonly aliasKeys: ReadonlyArray<string> | null;
  readonly tag: string | null;
};

/**
 * The form templates of each tenant and all their file versions; every method is scoped to a
 * tenant. Names are unique per tenant by name key. Each write that adds a file version also
 * replaces the template's references (`referencesOfAnalysis` of the new current version) in the
 * same transaction; only the current version counts as using anything. File bytes are in the
 * blob store before the rows are written.
 */
export interface FormTemplateRepository {
  /** Stores a new template with its first file version; NameTaken when the name is held (a lost race). */
  insert(template: FormTemplate, firstVersion: FormTemplateVersion): TE.TaskEither<StorageError | NameTaken, void>;
  /**
   * Writes a changed template if the stored version is `template.version - 1` (VersionConflict
   * otherwise, also when absent), with the file version it adds, if any, in one transaction.
   */
  update(template: FormTemplate, newVersion: FormTemplateVersion | null): TE.TaskEither<StorageError | VersionConflict | NameTaken, void>;
  /** Deletes the template, every file version and its references if its stored version is `version` (blobs are left to the sweep). */
  delete(tenantId: TenantId, id: FormTemplateId, version: number): TE.TaskEither<StorageError | VersionConflict, void>;
  findById(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, O.Option<FormTemplate>>;
  /** The template with this name, compared as names are. */
  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<FormTemplate>>;
  /** Every file version of the template, oldest (1) first; empty for an unknown template. */
  listVersions(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, ReadonlyArray<FormTemplateVersion>>;
  /** File version `number` of the template (`GET /FormTemplates/:id/Versions/:n/Download`). */
  findVersion(tenantId: TenantId, id: FormTemplateId, number: number): TE.TaskEither<StorageError, O.Option<FormTemplateVersion>>;
  search(tenantId: TenantId, query: TemplateSearch): TE.TaskEither<StorageError, Page<FormTemplate>>;
}
