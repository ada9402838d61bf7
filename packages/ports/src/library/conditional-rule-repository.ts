import type { ConditionalRule, RuleKind } from '@quire/domain/library/rules/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { ConditionalRuleId } from '@quire/domain/library/library-ids';
import type * as TE from 'fp-ts/TaskEither';
import type { NamedLibraryRepository } from './library-repository';
import type { PageRequest } from './search/search';
import type { StorageError } from '../storage/storage-error';

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
export interface ConditionalRuleRepository extends NamedLibraryRepository<ConditionalRule, ConditionalRuleId, RuleSearch> {
  /** Every rule of the tenant, ordered by name key then id (template analysis and rendering). */
  listAll(tenantId: TenantId): TE.TaskEither<StorageError, ReadonlyArray<ConditionalRule>>;
}
