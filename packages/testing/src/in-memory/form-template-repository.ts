import type { FormTemplate, FormTemplateVersion } from '@quire/domain/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { FormTemplateId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { referencesOfAnalysis } from '@quire/domain/library-references';
import { nameKey } from '@quire/domain/names';
import type { FormTemplateRepository, TemplateSearch } from '@quire/ports/library/form-template-repository';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { matchesQuery, templateSearchTexts } from '@quire/ports/library/search/search-texts';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { storageError } from '../storage-failure';
import { InMemoryLibraryRevisions } from './library-revisions';
import { InMemoryTable, type WriteCheck } from './table';
import { uniqueName } from './unique-name';

/** Does the template's current version use one of these name keys as a field, condition or repeat? */
const usesAliasKey = (template: FormTemplate, keys: ReadonlyArray<string>): boolean => {
  const references = referencesOfAnalysis(template.analysis);
  return [...references.fields, ...references.conditions, ...references.repeats].some((name) => keys.includes(nameKey(name)));
};

/** The search's filters: `q`, a tag, an alias the current version uses. */
const matching = (query: TemplateSearch): ((template: FormTemplate) => boolean) => {
  const q = normaliseQuery(query.q);
  const tag = query.tag === null ? null : nameKey(query.tag);
  const aliasKeys = query.aliasKeys?.map(nameKey) ?? null;
  return (template) =>
    matchesQuery(q, templateSearchTexts(template)) && (tag === null || template.tags.some((each) => nameKey(each) === tag)) && (aliasKeys === null || usesAliasKey(template, aliasKeys));
};

const key = (tenantId: TenantId, id: FormTemplateId): string => `${tenantId}\u0000${id}`;

/** FormTemplateRepository in memory, with every file version of each template. */
export class InMemoryFormTemplateRepository implements FormTemplateRepository {
  readonly table: InMemoryTable<FormTemplate>;
  private readonly versions = new Map<string, FormTemplateVersion[]>();
  private readonly nameFree: WriteCheck<FormTemplate, NameTaken>;

  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    this.table = new InMemoryTable('formTemplates', revisions);
    this.nameFree = uniqueName(this.table, 'FormTemplate');
  }

  insert(template: FormTemplate, firstVersion: FormTemplateVersion): TE.TaskEither<StorageError | NameTaken, void> {
    return TE.fromEither(pipe(this.table.insert(template, this.nameFree), E.map(() => this.keepVersions(template, [firstVersion]))));
  }

  update(template: FormTemplate, newVersion: FormTemplateVersion | null): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const kept = this.versions.get(key(template.tenantId, template.id)) ?? [];
    const duplicate = newVersion !== null && kept.some((version) => version.number === newVersion.number);
    return TE.fromEither(
      pipe(
        this.table.update(template, (row) => (duplicate ? storageError('formTemplates.update', 'duplicate file version') : this.nameFree(row))),
        E.map(() => this.keepVersions(template, newVersion === null ? kept : [...kept, newVersion])),
      ),
    );
  }

  delete(tenantId: TenantId, id: FormTemplateId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    return TE.fromEither(pipe(this.table.delete(tenantId, id, version), E.map(() => this.forgetVersions(tenantId, id))));
  }

  findById(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, O.Option<FormTemplate>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<FormTemplate>> {
    return TE.right(O.fromNullable(this.table.named(tenantId, name)));
  }

  listVersions(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, ReadonlyArray<FormTemplateVersion>> {
    return TE.right([...(this.versions.get(key(tenantId, id)) ?? [])].sort((a, b) => a.number - b.number));
  }

  findVersion(tenantId: TenantId, id: FormTemplateId, number: number): TE.TaskEither<StorageError, O.Option<FormTemplateVersion>> {
    return TE.right(O.fromNullable(this.versions.get(key(tenantId, id))?.find((version) => version.number === number)));
  }

  search(tenantId: TenantId, query: TemplateSearch): TE.TaskEither<StorageError, Page<FormTemplate>> {
    return TE.right(this.table.search(tenantId, query, matching(query)));
  }

  /** Every file version of every tenant (for the blob references). */
  everyVersion(): FormTemplateVersion[] {
    return [...this.versions.values()].flat();
  }

  private forgetVersions(tenantId: TenantId, id: FormTemplateId): void {
    this.versions.delete(key(tenantId, id));
  }

  private keepVersions(template: FormTemplate, versions: FormTemplateVersion[]): void {
    this.versions.set(key(template.tenantId, template.id), versions);
  }
}
