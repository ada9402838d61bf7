import type { TenantId } from '@quire/domain/ids';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { LibraryRevisions } from '@quire/ports/library/library-revisions';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { LRUCache } from 'lru-cache';
import { KeptLibrarySnapshot, type LibrarySnapshot } from './library-snapshot';

export type TenantLibraryCacheLimits = {
  /** Tenants kept at most; the least recently used goes first. */
  readonly maxTenants: number;
  /** Templates kept per tenant at most; the least recently used goes first. */
  readonly maxTemplates: number;
  /** Snippets kept per tenant at most; the least recently used goes first. */
  readonly maxSnippets: number;
};
export const DEFAULT_TENANT_LIBRARY_CACHE_LIMITS: TenantLibraryCacheLimits = { maxTenants: 1000, maxTemplates: 2000, maxSnippets: 2000 };

export type TenantLibraryCacheDeps = {
  readonly revisions: LibraryRevisions;
  readonly aliases: Pick<AliasRepository, 'listAll'>;
  readonly rules: Pick<ConditionalRuleRepository, 'listAll'>;
  readonly templates: Pick<FormTemplateRepository, 'findById'>;
  readonly snippets: Pick<SnippetRepository, 'findByName'>;
};

/**
 * The library generation reads, kept in memory per tenant (ADR 0015) and checked against the
 * tenant's library revision on every use: one primary-key read instead of the template, every alias,
 * every rule and each snippet. The revision is read before the data filed under it, so what is kept
 * is at least as new as its revision, and any write committed before a request began (on any
 * server) has moved the revision that request reads: it is never served stale. One per process.
 */
export class TenantLibraryCache {
  private readonly snapshots: LRUCache<TenantId, KeptLibrarySnapshot>;

  constructor(
    private readonly deps: TenantLibraryCacheDeps,
    private readonly limits: TenantLibraryCacheLimits = DEFAULT_TENANT_LIBRARY_CACHE_LIMITS,
  ) {
    this.snapshots = new LRUCache({ max: Math.max(1, limits.maxTenants) });
  }

  /** The tenant's library as of now: the kept snapshot if it is of the current revision, else a new one. Every generation opens one (ADR 0027: early returns). */
  open(tenantId: TenantId): TE.TaskEither<StorageError, LibrarySnapshot> {
    return async () => {
      const revision = await this.deps.revisions.current(tenantId)();
      if (E.isLeft(revision)) return revision;
      const kept = this.snapshots.get(tenantId);
      if (kept !== undefined && kept.revision === revision.right) return E.right(kept);
      const library = await sequenceS(TE.ApplyPar)({ aliases: this.deps.aliases.listAll(tenantId), rules: this.deps.rules.listAll(tenantId) })();
      if (E.isLeft(library)) return library;
      const snapshot = new KeptLibrarySnapshot(tenantId, revision.right, library.right, this.deps, this.limits);
      // A request that read an older revision while another read a newer one does not put the older back.
      const current = this.snapshots.peek(tenantId);
      if (current === undefined || current.revision < revision.right) this.snapshots.set(tenantId, snapshot);
      return E.right(snapshot);
    };
  }

  /** How many tenants are kept (for tests and metrics). */
  get size(): number {
    return this.snapshots.size;
  }
}
