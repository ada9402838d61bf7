import type { ConditionalRule } from '@quire/domain/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import { nameKey } from '@quire/domain/names';
import type { ConditionalRuleRepository, RuleSearch } from '@quire/ports/library/conditional-rule-repository';
import { type Page, normaliseQuery } from '@quire/ports/library/search/search';
import { matchesQuery, ruleSearchTexts } from '@quire/ports/library/search/search-texts';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { searchInMemory } from './in-memory-search';
import { storageFailure } from './storage-failure';
import { InMemoryLibraryRevisions } from './in-memory-library-revisions';
import { TenantTable } from './tenant-table';

/** ConditionalRuleRepository in memory; rule names are unique per tenant by name key. */
export class InMemoryConditionalRuleRepository implements ConditionalRuleRepository {
  readonly table: TenantTable<ConditionalRule>;

  /** `revisions`: the tenant library revision its writes bump (shared by the library repositories). */
  constructor(revisions = new InMemoryLibraryRevisions()) {
    this.table = new TenantTable(revisions);
  }

  insert(rule: ConditionalRule): TE.TaskEither<StorageError | NameTaken, void> {
    if (this.table.has(rule)) return storageFailure('rules.insert', 'duplicate id');
    return this.write(rule);
  }

  update(rule: ConditionalRule): TE.TaskEither<StorageError | VersionConflict | NameTaken, void> {
    const expected = rule.version - 1;
    if (!this.table.isAt(rule.tenantId, rule.id, expected)) return TE.left({ _tag: 'VersionConflict', expected });
    return this.write(rule);
  }

  delete(tenantId: TenantId, id: ConditionalRuleId, version: number): TE.TaskEither<StorageError | VersionConflict, void> {
    if (!this.table.isAt(tenantId, id, version)) return TE.left({ _tag: 'VersionConflict', expected: version });
    this.table.remove(tenantId, id);
    return TE.right(undefined);
  }

  findById(tenantId: TenantId, id: ConditionalRuleId): TE.TaskEither<StorageError, O.Option<ConditionalRule>> {
    return TE.right(O.fromNullable(this.table.get(tenantId, id)));
  }

  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<ConditionalRule>> {
    return TE.right(O.fromNullable(this.named(tenantId, name)));
  }

  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<ConditionalRule>> {
    return TE.right(this.table.allOf(tenantId));
  }

  search(tenantId: TenantId, query: RuleSearch): TE.TaskEither<StorageError, Page<ConditionalRule>> {
    const q = normaliseQuery(query.q);
    const alias = query.alias === null ? null : nameKey(query.alias);
    return TE.right(
      searchInMemory(
        this.table.allOf(tenantId),
        query,
        (rule) =>
          matchesQuery(q, ruleSearchTexts(rule)) &&
          (query.kind === null || rule.kind === query.kind) &&
          (alias === null || rule.aliases.some((name) => nameKey(name) === alias)),
      ),
    );
  }

  private named(tenantId: TenantId, name: string): ConditionalRule | undefined {
    return this.table.allOf(tenantId).find((rule) => nameKey(rule.name) === nameKey(name));
  }

  private write(rule: ConditionalRule): TE.TaskEither<NameTaken, void> {
    const holder = this.named(rule.tenantId, rule.name);
    if (holder !== undefined && holder.id !== rule.id) return TE.left({ _tag: 'NameTaken', resource: 'ConditionalRule', name: rule.name, takenBy: holder.id });
    this.table.put(rule);
    return TE.right(undefined);
  }
}
