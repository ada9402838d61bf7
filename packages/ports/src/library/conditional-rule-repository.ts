import type { ConditionalRule, RuleKind } from '@quire/domain/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { ConditionalRuleId } from '@quire/domain/library-ids';
import type { NameTaken } from '@quire/domain/library-names';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { Page, PageRequest } from './search/search';
import type { StorageError, VersionConflict } from '../storage/storage-error';

/**
 * `GET /NamedRanges`: `q` matches the name, description and expression text (`ruleSearchTexts`); `alias` keeps the
 * rules that read this alias (by the alias's own name, which the application resolves from a
 * synonym); `kind` keeps one kind.
 */
export type RuleSearch = PageRequest & {
  readonly q: string | null;
  readonly alias: string | null;
  readonly kind: RuleKind | null;
};

/**
 * The conditional rules (`NamedRanges`) of each tenant; every method is scoped to a tenant.
 * Names are unique per tenant by name key (a unique index backs `assertNameAvailable`).
 * Insert and update also write the rule's references (`referencesOfRule`: the aliases it reads)
 * in the same transaction, so that alias usage sees them.
 */
export interface ConditionalRuleRepository {
  /** Stores a new rule; NameTaken when the name is already held (a lost race). */
  insert(rule: ConditionalRule): TE.TaskEither<StorageError | NameTaken, void>;
  /** Writes a changed rule if the stored version is `rule.version - 1`; VersionConflict otherwise, also when absent. */
  update(rule: ConditionalRule): TE.TaskEither<StorageError | VersionConflict | NameTaken, void>;
  /** Deletes the rule (and its references) if its stored version is `version`; VersionConflict otherwise. */
  delete(tenantId: TenantId, id: ConditionalRuleId, version: number): TE.TaskEither<StorageError | VersionConflict, void>;
  findById(tenantId: TenantId, id: ConditionalRuleId): TE.TaskEither<StorageError, O.Option<ConditionalRule>>;
  /** The rule with this name, compared as names are. */
  findByName(tenantId: TenantId, name: string): TE.TaskEither<StorageError, O.Option<ConditionalRule>>;
  /** Every rule of the tenant, ordered by name key then id (template analysis and rendering). */
  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<ConditionalRule>>;
  search(tenantId: TenantId, query: RuleSearch): TE.TaskEither<StorageError, Page<ConditionalRule>>;
}
export const ConditionalRuleRepositoryToken: ServiceIdentifier<ConditionalRuleRepository> = Symbol.for('quire.ConditionalRuleRepository');
