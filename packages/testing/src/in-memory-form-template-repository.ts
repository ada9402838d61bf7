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
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { searchInMemory } from './in-memory-search';
import { storageFailure } from './storage-failure';
import { InMemoryLibraryRevisions } from './in-memory-library-revisions';
import { TenantTable } from './tenant-table';

/** Does the template's current version use one of these name keys as a field, condition or repeat? */
const usesAliasKey = (template: FormTemplate, keys: ReadonlyArray<string>): boolean => {
  const references = referencesOfAnalysis(template.analysis);
  return [...references.fields, ...references.conditions, ...references.repeats].some((name) => keys.includes(nameKey(name)));
};

/** FormTemplateRepository in memory, with every file version of each template. */
export class InMemoryFormTemplateRepository implements FormTemplateRepository {
  readonly table: TenantTable<FormTemplate>;
  private readonly versions = new Map<string, FormTemplateVersion[]>();

  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    this.table = new TenantTable(revisions);
  }

  insert(template: FormTemplate, firstVersion: FormTemplateVersion): TE.TaskEither<StorageError | NameTaken, void> {
    if (this.table.has(template)) return storageFailure('formTemplates.insert', 'duplicate id');
    return this.write(template, [firstVersion]);
  }

  update(template: FormTemplate, newVersion: FormTemplateVersion | null): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = template.version - 1;
    if (!this.table.isAt(template.tenantId, template.id, expected)) return TE.left({ _tag: 'VersionConflict', expected });
    const kept = this.versions.get(this.key(template.tenantId, template.id)) ?? [];
    if (newVersion !== null && kept.some((version) => version.number === newVersion.number)) return storageFailure('formTemplates.update', 'duplicate file version');
    return this.write(template, newVersion === null ? kept : [...kept, newVersion]);
  }

  delete(tenantId: TenantId, id: FormTemplateId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    if (!this.table.isAt(tenantId, id, version)) return TE.left({ _tag: 'VersionConflict', expected: version });
    this.table.remove(tenantId, id);
    this.versions.delete(this.key(tenantId, id));
    return TE.right(undefined);
  }

  findById(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, O.Option<FormTemplate>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<FormTemplate>> {
    return TE.right(O.fromNullable(this.named(tenantId, name)));
  }

  listVersions(tenantId: TenantId, id: FormTemplateId): TE.TaskEither<StorageError, ReadonlyArray<FormTemplateVersion>> {
    return TE.right([...(this.versions.get(this.key(tenantId, id)) ?? [])].sort((a, b) => a.number - b.number));
  }

  findVersion(tenantId: TenantId, id: FormTemplateId, number: number): TE.TaskEither<StorageError, O.Option<FormTemplateVersion>> {
    return TE.right(O.fromNullable(this.versions.get(this.key(tenantId, id))?.find((version) => version.number === number)));
  }

  search(tenantId: TenantId, query: TemplateSearch): TE.TaskEither<StorageError, Page<FormTemplate>> {
    const q = normaliseQuery(query.q);
    const tag = query.tag === null ? null : nameKey(query.tag);
    const aliasKeys = query.aliasKeys?.map(nameKey) ?? null;
    return TE.right(
      searchInMemory(
        this.table.allOf(tenantId),
        query,
        (template) =>
          matchesQuery(q, templateSearchTexts(template)) &&
          (tag === null || template.tags.some((each) => nameKey(each) === tag)) &&
          (aliasKeys === null || usesAliasKey(template, aliasKeys)),
      ),
    );
  }

  /** Every file version of every tenant (for the blob references). */
  everyVersion(): FormTemplateVersion[] {
    return [...this.versions.values()].flat();
  }

  private key(tenantId: TenantId, id: FormTemplateId): string {
    return `${tenantId}\u0000${id}`;
  }

  private named(tenantId: TenantId, name: string): FormTemplate | undefined {
    return this.table.allOf(tenantId).find((template) => nameKey(template.name) === nameKey(name));
  }

  private write(template: FormTemplate, versions: FormTemplateVersion[]): TE.TaskEither<NameTaken, void> {
    const holder = this.named(template.tenantId, template.name);
    if (holder !== undefined && holder.id !== template.id) return TE.left({ _tag: 'NameTaken', resource: 'FormTemplate', name: template.name, takenBy: holder.id });
    this.table.put(template);
    this.versions.set(this.key(template.tenantId, template.id), versions);
    return TE.right(undefined);
  }
}
