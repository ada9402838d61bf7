import type { FormTemplate } from '@quire/domain/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { FormTemplateId } from '@quire/domain/library-ids';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/snippet';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { LibraryRevisions } from '@quire/ports/library/library-revisions';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import type { StorageError } from '@quire/ports/storage/storage-error';
import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { TenantLibrary } from './resolve-template-library';

export type TenantLibraryCacheLimits = {
  /** Tenants kept at most; the least recently used goes first. */
  readonly maxTenants: number;
  /** Templates kept per tenant at most; past it, templates are read through, uncached. */
  readonly maxTemplates: number;
  /** Snippets kept per tenant at most; past it, snippets are read through, uncached. */
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
 * What one generation reads of a tenant's library, all of one revision: the aliases and rules, and
 * templates and snippets looked up the way the repositories answer them (so the use cases take
 * either). A lookup for another tenant goes to the repository: one tenant's entries serve no other.
 */
export type LibraryView = TenantLibrary & {
  readonly templates: Pick<FormTemplateRepository, 'findById'>;
  readonly snippets: Pick<SnippetRepository, 'findByName'>;
};

/** Answers from `kept` when it holds `key`; else reads, and keeps what was found while there is room (a miss is never kept). */
const keptOrRead = <K, V>(kept: Map<K, V>, room: number, key: K, read: () => TE.TaskEither<StorageError, O.Option<V>>): TE.TaskEither<StorageError, O.Option<V>> => {
  const hit = kept.get(key);
  if (hit !== undefined) return TE.right(O.some(hit));
  return pipe(
    read(),
    TE.map((found) => {
      if (O.isSome(found) && kept.size < room) kept.set(key, found.value);
      return found;
    }),
  );
};

/** One tenant's library at one revision: aliases and rules read at once; templates and snippets kept as they are first asked for. */
class Snapshot implements LibraryView {
  readonly aliases: TenantLibrary['aliases'];
  readonly rules: TenantLibrary['rules'];
  private readonly templatesById = new Map<FormTemplateId, FormTemplate>();
  private readonly snippetsByKey = new Map<string, Snippet>();

  constructor(
    readonly tenantId: TenantId,
    readonly revision: number,
    library: TenantLibrary,
    private readonly deps: TenantLibraryCacheDeps,
    private readonly limits: TenantLibraryCacheLimits,
  ) {
    this.aliases = library.aliases;
    this.rules = library.rules;
  }

  readonly templates: LibraryView['templates'] = {
    findById: (tenantId, id) =>
      tenantId === this.tenantId ? keptOrRead(this.templatesById, this.limits.maxTemplates, id, () => this.deps.templates.findById(tenantId, id)) : this.deps.templates.findById(tenantId, id),
  };

  readonly snippets: LibraryView['snippets'] = {
    findByName: (tenantId, name) =>
      tenantId === this.tenantId
        ? keptOrRead(this.snippetsByKey, this.limits.maxSnippets, nameKey(name), () => this.deps.snippets.findByName(tenantId, name))
        : this.deps.snippets.findByName(tenantId, name),
  };
}

/**
 * The library generation reads, kept in memory per tenant (ADR 0015) and checked against the
 * tenant's library revision on every use: one primary-key read instead of the template, every alias,
 * every rule and each snippet. The revision is read before the data filed under it, so what is kept
 * is at least as new as its revision, and any write committed before a request began (on any
 * server) has moved the revision that request reads: it is never served stale. One per process.
 */
export class TenantLibraryCache {
  /** In order of use, least recent first (a Map keeps insertion order). */
  private readonly snapshots = new Map<TenantId, Snapshot>();

  constructor(
    private readonly deps: TenantLibraryCacheDeps,
    private readonly limits: TenantLibraryCacheLimits = DEFAULT_TENANT_LIBRARY_CACHE_LIMITS,
  ) {}

  /** The tenant's library as of now: the kept snapshot if it is of the current revision, else a new one. Every generation opens one (ADR 0027: early returns). */
  open(tenantId: TenantId): TE.TaskEither<StorageError, LibraryView> {
    return async () => {
      const revision = await this.deps.revisions.current(tenantId)();
      if (E.isLeft(revision)) return revision;
      const kept = this.snapshots.get(tenantId);
      if (kept !== undefined && kept.revision === revision.right) {
        this.remember(kept);
        return E.right(kept);
      }
      const library = await sequenceS(TE.ApplyPar)({ aliases: this.deps.aliases.listAll(tenantId), rules: this.deps.rules.listAll(tenantId) })();
      if (E.isLeft(library)) return library;
      const snapshot = new Snapshot(tenantId, revision.right, library.right, this.deps, this.limits);
      // A request that read an older revision while another read a newer one does not put the older back.
      const current = this.snapshots.get(tenantId);
      if (current === undefined || current.revision < revision.right) this.remember(snapshot);
      return E.right(snapshot);
    };
  }

  /** How many tenants are kept (for tests and metrics). */
  get size(): number {
    return this.snapshots.size;
  }

  private remember(snapshot: Snapshot): void {
    this.snapshots.delete(snapshot.tenantId);
    this.snapshots.set(snapshot.tenantId, snapshot);
    if (this.snapshots.size > this.limits.maxTenants) {
      const leastRecent = this.snapshots.keys().next();
      if (leastRecent.done !== true) this.snapshots.delete(leastRecent.value);
    }
  }
}
export const TenantLibraryCacheToken: ServiceIdentifier<TenantLibraryCache> = Symbol.for('quire.TenantLibraryCache');
